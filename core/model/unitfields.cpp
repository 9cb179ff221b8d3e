#include "core/model/unitfields.h"

#include "core/model/unitrecord.h"

#include <QCoreApplication>
#include <QHash>
#include <cmath>

namespace Adc {

namespace {

using K = UnitFields::Kind;
using U = const UnitRecord &;

} // namespace

const QList<UnitFields::Field> &UnitFields::all()
{
    static const QList<Field> fields {
        { QStringLiteral("id"), K::Count, [](U u) { return UnitValue(u.id); } },
        { QStringLiteral("name"), K::Text, [](U u) { return UnitValue(u.name); } },
        { QStringLiteral("side"), K::Text, [](U u) { return UnitValue(u.side); } },
        { QStringLiteral("brigade"), K::Text, [](U u) { return UnitValue(u.brigade); } },
        { QStringLiteral("arm"), K::Word, [](U u) { return UnitValue(toName(u.arm)); } },
        { QStringLiteral("class"), K::Word, [](U u) { return UnitValue(toName(u.troopClass)); } },
        { QStringLiteral("castings"), K::Count, [](U u) { return UnitValue(u.castings); } },
        { QStringLiteral("castings_initial"), K::Count,
          [](U u) { return UnitValue(u.castingsInitial); } },
        { QStringLiteral("cw"), K::Count, [](U u) { return UnitValue(u.cw); } },
        { QStringLiteral("cw_initial"), K::Count, [](U u) { return UnitValue(u.cwInitial); } },
        { QStringLiteral("steps"), K::Count, [](U u) { return UnitValue(u.steps); } },
        { QStringLiteral("ap"), K::Count, [](U u) { return UnitValue(u.ap); } },
        { QStringLiteral("ap_ball"), K::Count, [](U u) { return UnitValue(u.apBall); } },
        { QStringLiteral("ap_canister"), K::Count, [](U u) { return UnitValue(u.apCanister); } },
        { QStringLiteral("tubes"), K::Count, [](U u) { return UnitValue(u.tubes); } },
        { QStringLiteral("weapon"), K::Word, [](U u) { return UnitValue(toName(u.weapon)); } },
        { QStringLiteral("smoke"), K::Flag, [](U u) { return UnitValue(u.smoke); } },
        { QStringLiteral("morale"), K::Word, [](U u) { return UnitValue(toName(u.morale)); } },
        { QStringLiteral("formation"), K::Word,
          [](U u) { return UnitValue(toName(u.formation)); } },
        { QStringLiteral("terrain"), K::Word, [](U u) { return UnitValue(toName(u.terrain)); } },
        { QStringLiteral("feature"), K::Text, [](U u) { return UnitValue(u.feature); } },
        { QStringLiteral("firefight"), K::Flag, [](U u) { return UnitValue(u.firefight); } },
        { QStringLiteral("has_fired"), K::Flag, [](U u) { return UnitValue(u.hasFired); } },
        { QStringLiteral("fired_this_segment"), K::Flag,
          [](U u) { return UnitValue(u.firedThisSegment); } },
        { QStringLiteral("moved_this_segment"), K::Flag,
          [](U u) { return UnitValue(u.movedThisSegment); } },
        { QStringLiteral("fired_upon_this_segment"), K::Flag,
          [](U u) { return UnitValue(u.firedUponThisSegment); } },
        { QStringLiteral("replenishment_turns"), K::Count,
          [](U u) { return UnitValue(u.replenishmentTurns); } },
        { QStringLiteral("scrounging"), K::Flag, [](U u) { return UnitValue(u.scrounging); } },
        { QStringLiteral("hidden"), K::Flag, [](U u) { return UnitValue(u.hidden); } },
        { QStringLiteral("edge_distance"), K::Inches,
          [](U u) { return u.edgeDistance ? UnitValue(*u.edgeDistance) : UnitValue(); } },
        { QStringLiteral("seen"), K::Flag, [](U u) { return UnitValue(u.seen); } },
        { QStringLiteral("ap_ball_full"), K::Count, [](U u) { return UnitValue(u.apBallFull); } },
        { QStringLiteral("ap_canister_full"), K::Count,
          [](U u) { return UnitValue(u.apCanisterFull); } },
    };
    return fields;
}

const QStringList &UnitFields::names()
{
    static const QStringList list = [] {
        QStringList names;
        for (const Field &field : all())
            names.append(field.name);
        return names;
    }();
    return list;
}

QStringList UnitFields::namesOf(Kind kind)
{
    QStringList names;
    for (const Field &field : all()) {
        if (field.kind == kind)
            names.append(field.name);
    }
    return names;
}

const UnitFields::Field *UnitFields::find(const QString &name)
{
    // By name, once: each key of each unit object of an import is found.
    static const QHash<QString, const Field *> byName = [] {
        QHash<QString, const Field *> fields;
        for (const Field &field : all())
            fields.insert(field.name, &field);
        return fields;
    }();
    return byName.value(name);
}

QString UnitFields::expected(Kind kind)
{
    switch (kind) {
    case Kind::Count:
        return QCoreApplication::translate("Adc::UnitFields", "expected a whole number");
    case Kind::Inches:
        return QCoreApplication::translate("Adc::UnitFields", "expected a number");
    case Kind::Flag:
        return QCoreApplication::translate("Adc::UnitFields", "expected true or false");
    case Kind::Text:
    case Kind::Word:
        break;
    }
    return QCoreApplication::translate("Adc::UnitFields", "expected a string");
}

bool UnitFields::fits(Kind kind, const UnitValue &value)
{
    switch (kind) {
    case Kind::Count:
        return value.isNumber() && std::isfinite(value.toDouble())
            && value.toDouble() == std::floor(value.toDouble());
    case Kind::Inches:
        return value.isNumber() && std::isfinite(value.toDouble());
    case Kind::Flag:
        return value.isBool();
    case Kind::Text:
    case Kind::Word:
        break;
    }
    return value.isString();
}

QString UnitFields::problem(const QString &name, const UnitValue &value)
{
    const Field *field = find(name);
    if (!field || value.isNull() || fits(field->kind, value))
        return QString();
    return expected(field->kind);
}

} // namespace Adc
