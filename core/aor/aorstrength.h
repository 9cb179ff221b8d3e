#pragma once

#include "core/aor/aormodifier.h"
#include "core/common/tablereader.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace Adc {

// Age of Rifles fire strength penalties (resources/rules/aor_strength.json),
// seed 000, "Notes on Fire Strength": mounted cavalry -33%, previously moved
// -20%, night -30%, light rain or snow -15%, heavy rain or snow -30%; the
// penalties that apply are multiplied.
class AorStrength
{
public:
    struct Penalty
    {
        QString id;
        QString when; // mounted, moved, night, weather
        int percent = 0;
        QString text;
        double factor() const { return (100 - percent) / 100.0; }
    };

    struct Result
    {
        double factor = 1.0;
        QList<AorModifier> factors;
    };

    static std::optional<AorStrength> fromJson(const QJsonObject &root, TableReader &reader);
    // The compiled-in table, loaded once.
    static const AorStrength &standard();

    const QList<Penalty> &penalties() const { return m_penalties; }
    // clear and every weather the table names.
    QStringList weathers() const;
    // The product of the penalties that apply; weather "clear" (or empty)
    // adds none.
    Result strength(bool mounted, bool moved, bool night, const QString &weather) const;

private:
    QList<Penalty> m_penalties;
};

} // namespace Adc
