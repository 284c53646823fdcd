// The chassis includes the window, a floor above it: check_rooms.cmake (LAYER=ui) must fail on this tree.
#include "ui/window/mainwindow.h"
