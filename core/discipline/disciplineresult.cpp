#include "core/discipline/disciplineresult.h"

namespace Adc {

QString DisciplineResult::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Free:
        return QStringLiteral("free");
    case Kind::Fire:
        return QStringLiteral("fire");
    case Kind::Firefight:
        return QStringLiteral("firefight");
    }
    return QString();
}

std::optional<DisciplineResult::Kind> DisciplineResult::kindFromName(const QString &name)
{
    for (Kind kind : { Kind::Free, Kind::Fire, Kind::Firefight }) {
        if (kindName(kind) == name)
            return kind;
    }
    return std::nullopt;
}

QStringList DisciplineResult::kindNames()
{
    return { kindName(Kind::Free), kindName(Kind::Fire), kindName(Kind::Firefight) };
}

QString DisciplineResult::cellText(Kind kind, std::optional<int> range)
{
    const QString prefix = range ? QStringLiteral("%1\" ").arg(*range) : QString();
    switch (kind) {
    case Kind::Free:
        return QStringLiteral("free");
    case Kind::Fire:
        return prefix + QStringLiteral("fire");
    case Kind::Firefight:
        return prefix + QStringLiteral("FF");
    }
    return QString();
}

DisciplineResult DisciplineResult::fromAnswer(const QJsonObject &answer)
{
    DisciplineResult result;
    result.kind
        = kindFromName(answer.value(QStringLiteral("result")).toString()).value_or(Kind::Free);
    const QJsonValue range = answer.value(QStringLiteral("range"));
    if (range.isDouble())
        result.range = range.toInt();
    result.row = answer.value(QStringLiteral("row")).toString();
    result.roll = answer.value(QStringLiteral("roll")).toInt();
    result.situation
        = disciplineSituationFromName(answer.value(QStringLiteral("situation")).toString())
              .value_or(DisciplineSituation::Normal);
    return result;
}

} // namespace Adc
