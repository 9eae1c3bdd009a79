// The page's own address, for links given away: origin and path of the page
// as the browser loaded it ("" natively, where there is no page).
#pragma once

#include <string>

namespace kt::app::web {

// location.origin + location.pathname, e.g. "https://example.org/knights/".
std::string page_address();

}  // namespace kt::app::web
