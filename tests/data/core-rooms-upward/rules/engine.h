// rules/ may include model/: this edge alone is allowed.
#include "core/model/value.h"
