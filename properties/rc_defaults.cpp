// This binary's RapidCheck parameters when the caller does not set RC_PARAMS (RapidCheck reads
// it when the first property runs, after static initialisation).
#include <cstdlib>

namespace {
const bool kRcDefaults = [] { return setenv("RC_PARAMS", VCHESS_DEFAULT_RC_PARAMS, 0) == 0; }();
}  // namespace
