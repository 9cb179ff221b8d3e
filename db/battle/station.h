#pragma once

#include <QString>

namespace Adc {

// The name of this station (an umpire's machine at a big refight), written
// in each log entry it makes: what --station gave, else ADC_STATION, else
// the host name.
class Station
{
public:
    static QString name();
    // What --station gave; an empty name leaves the default.
    static void set(const QString &name);
};

} // namespace Adc
