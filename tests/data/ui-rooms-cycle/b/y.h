// a/ and b/ include each other: check_ui_rooms must fail on this tree.
#include "ui/a/x.h"
