#include "core/casualties/recovery.h"

#include <QtGlobal>
#include <algorithm>

namespace Adc {

std::optional<Recovery> Recovery::fromJson(const QJsonObject &root, TableReader &reader)
{
    const QString entry = QStringLiteral("recovery");
    const QJsonObject recovery = reader.object(root, entry, QString());
    if (!reader.ok())
        return std::nullopt;

    Recovery table;
    const QString perClassEntry = entry + QStringLiteral(".stepsPerClass");
    const QJsonObject perClass = reader.object(recovery, QStringLiteral("stepsPerClass"), entry);
    if (!reader.ok())
        return std::nullopt;
    for (auto it = perClass.begin(); it != perClass.end(); ++it) {
        if (!troopClassFromName(it.key())) {
            reader.fail(perClassEntry + QLatin1Char('.') + it.key(),
                        QStringLiteral("not a class (expected %1)")
                            .arg(troopClassNames().join(QLatin1String(", "))));
            return std::nullopt;
        }
    }
    const QStringList classes = troopClassNames();
    for (int i = 0; i < classes.size(); ++i) {
        const int steps = reader.integer(perClass, classes.at(i), perClassEntry);
        if (!reader.ok())
            return std::nullopt;
        if (steps < 0) {
            reader.fail(perClassEntry + QLatin1Char('.') + classes.at(i),
                        QStringLiteral("must not be negative"));
            return std::nullopt;
        }
        table.m_stepsPerClass.at(static_cast<std::size_t>(i)) = steps;
    }

    table.m_requiresNotMoved = reader.boolean(recovery, QStringLiteral("requiresNotMoved"), entry);
    table.m_requiresNotFiredUpon
        = reader.boolean(recovery, QStringLiteral("requiresNotFiredUpon"), entry);
    table.m_enemyDistanceInches
        = reader.integer(recovery, QStringLiteral("enemyDistanceInches"), entry);
    if (!reader.ok())
        return std::nullopt;
    if (table.m_enemyDistanceInches < 0) {
        reader.fail(entry + QStringLiteral(".enemyDistanceInches"),
                    QStringLiteral("must not be negative"));
        return std::nullopt;
    }
    return table;
}

const Recovery &Recovery::standard()
{
    return standardTable<Recovery>(QStringLiteral("casualties.json"));
}

int Recovery::stepsPerInitiative(TroopClass troopClass) const
{
    return m_stepsPerClass.at(static_cast<std::size_t>(troopClass));
}

RecoveryResult Recovery::recover(TroopClass troopClass, int steps, bool moved, bool firedUpon,
                                 bool enemyWithinDistance) const
{
    RecoveryResult result;
    result.allowance = stepsPerInitiative(troopClass);
    if (moved && m_requiresNotMoved)
        result.blockedBy << QStringLiteral("moved");
    if (firedUpon && m_requiresNotFiredUpon)
        result.blockedBy << QStringLiteral("fired-upon");
    if (enemyWithinDistance)
        result.blockedBy << QStringLiteral("enemy-within-%1").arg(m_enemyDistanceInches);
    const int held = std::max(steps, 0);
    result.recovered = result.blockedBy.isEmpty() ? std::min(result.allowance, held) : 0;
    result.steps = held - result.recovered;
    return result;
}

} // namespace Adc
