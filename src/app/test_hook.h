// The C functions the page's test hook (window.knights in web/) calls: read
// the app's state and its widgets' places, or run one JSON command.
#pragma once

#include "app.h"

namespace kt::app {

// The app the hook reaches; nullptr until it is made, and after it is gone.
void attach_test_hook(App* app);

}  // namespace kt::app
