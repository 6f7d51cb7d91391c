// Tests of the generic reference's Betza interpreter (being written).
#include <gtest/gtest.h>

#include "reference/defined/betza.h"
