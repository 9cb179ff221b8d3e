#pragma once

#include <Qt>

namespace Adc {

// The role under which an item of a procedure's list or table keeps the id
// of what it stands for (a unit, a condition).
inline constexpr int kIdRole = Qt::UserRole + 1;

} // namespace Adc
