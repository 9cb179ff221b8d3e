#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace Adc {

// One table of the reference card, as it is printed.
struct CardTable
{
    QString id; // "discipline", "fire", "ranges", "modifiers", "terrain", "rulings"
    QString title;
    QStringList header;
    QList<QStringList> rows;
    QStringList notes;
};

} // namespace Adc
