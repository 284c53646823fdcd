// model/ is the ground floor: including rules/ from it runs back up, and check_core_rooms must fail.
#include "core/rules/engine.h"
