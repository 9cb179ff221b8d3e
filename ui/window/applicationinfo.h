#pragma once

class QCoreApplication;

namespace Adc {

// Names the application for settings, recent files and window titles.
void setApplicationInfo();

} // namespace Adc
