#include "core/aor/aorstrength.h"

#include <QtGlobal>

namespace Adc {

std::optional<AorStrength> AorStrength::fromJson(const QJsonObject &root, TableReader &reader)
{
    AorStrength table;
    const QString entry = QStringLiteral("penalties");
    const QJsonArray penalties = reader.array(root, entry, QString());
    const QStringList whens = { QStringLiteral("mounted"), QStringLiteral("moved"),
                                QStringLiteral("night"), QStringLiteral("weather") };
    for (int i = 0; reader.ok() && i < penalties.size(); ++i) {
        const QString at = QStringLiteral("%1[%2]").arg(entry).arg(i);
        const QJsonObject object = reader.objectAt(penalties, i, entry);
        Penalty penalty;
        penalty.id = reader.nonEmptyString(object, QStringLiteral("id"), at);
        penalty.when = reader.string(object, QStringLiteral("when"), at);
        penalty.percent = reader.integer(object, QStringLiteral("percent"), at);
        penalty.text = reader.nonEmptyString(object, QStringLiteral("text"), at);
        if (!reader.ok())
            return std::nullopt;
        if (!whens.contains(penalty.when)) {
            reader.fail(TableReader::join(at, QStringLiteral("when")),
                        QStringLiteral("\"%1\" is not one of %2")
                            .arg(penalty.when, whens.join(QLatin1String(", "))));
        } else if (penalty.percent < 0 || penalty.percent > 100) {
            reader.fail(TableReader::join(at, QStringLiteral("percent")),
                        QStringLiteral("must be 0 to 100"));
        } else if (penalty.id == QLatin1String("clear")) {
            reader.fail(TableReader::join(at, QStringLiteral("id")),
                        QStringLiteral("\"clear\" is the weather without a penalty"));
        }
        table.m_penalties << penalty;
    }
    if (!reader.ok())
        return std::nullopt;
    return table;
}

const AorStrength &AorStrength::standard()
{
    return standardTable<AorStrength>(QStringLiteral("aor_strength.json"));
}

QStringList AorStrength::weathers() const
{
    QStringList names { QStringLiteral("clear") };
    for (const Penalty &penalty : m_penalties) {
        if (penalty.when == QLatin1String("weather"))
            names << penalty.id;
    }
    return names;
}

AorStrength::Result AorStrength::strength(bool mounted, bool moved, bool night,
                                          const QString &weather) const
{
    Result result;
    for (const Penalty &penalty : m_penalties) {
        const bool applies = (penalty.when == QLatin1String("mounted") && mounted)
            || (penalty.when == QLatin1String("moved") && moved)
            || (penalty.when == QLatin1String("night") && night)
            || (penalty.when == QLatin1String("weather") && penalty.id == weather);
        if (!applies)
            continue;
        result.factors << AorModifier { penalty.id, penalty.factor() };
        result.factor *= penalty.factor();
    }
    result.factor = AorModifier::clean(result.factor);
    return result;
}

} // namespace Adc
