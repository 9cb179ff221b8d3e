#pragma once

class QWidget;

namespace Adc {

// Makes a window that is not yet shown no larger than its screen's free room
// (a 1280x800 window first started on a 1024x768 screen), never smaller
// than the window can be. Some room is left for the window manager's frame.
void fitToScreen(QWidget *window);

} // namespace Adc
