// Must not compile: a front end (linked to kt_engine alone) reaching a
// header engine.h does not list. ctest builds it and expects the compiler
// to say the header is not found (tests/CMakeLists.txt, engine_front_door).
#include "engine.h"
#include "count/frontier_kernel.h"

int main() { return 0; }
