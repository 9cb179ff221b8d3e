#include "core/model/unitfields.h"

#include "core/model/unitrecord.h"

namespace Adc {

namespace {

using K = UnitFields::Kind;
using U = const UnitRecord &;

} // namespace

const QList<UnitFields::Field> &UnitFields::all()
{
    static const QList<Field> fields {
        { QStringLiteral("id"), K::Count, [](U u) { return QJsonValue(u.id); } },
        { QStringLiteral("name"), K::Text, [](U u) { return QJsonValue(u.name); } },
        { QStringLiteral("side"), K::Text, [](U u) { return QJsonValue(u.side); } },
        { QStringLiteral("brigade"), K::Text, [](U u) { return QJsonValue(u.brigade); } },
        { QStringLiteral("arm"), K::Word, [](U u) { return QJsonValue(toName(u.arm)); } },
        { QStringLiteral("class"), K::Word, [](U u) { return QJsonValue(toName(u.troopClass)); } },
        { QStringLiteral("castings"), K::Count, [](U u) { return QJsonValue(u.castings); } },
        { QStringLiteral("castings_initial"), K::Count,
          [](U u) { return QJsonValue(u.castingsInitial); } },
        { QStringLiteral("cw"), K::Count, [](U u) { return QJsonValue(u.cw); } },
        { QStringLiteral("cw_initial"), K::Count, [](U u) { return QJsonValue(u.cwInitial); } },
        { QStringLiteral("steps"), K::Count, [](U u) { return QJsonValue(u.steps); } },
        { QStringLiteral("ap"), K::Count, [](U u) { return QJsonValue(u.ap); } },
        { QStringLiteral("ap_ball"), K::Count, [](U u) { return QJsonValue(u.apBall); } },
        { QStringLiteral("ap_canister"), K::Count, [](U u) { return QJsonValue(u.apCanister); } },
        { QStringLiteral("tubes"), K::Count, [](U u) { return QJsonValue(u.tubes); } },
        { QStringLiteral("weapon"), K::Word, [](U u) { return QJsonValue(toName(u.weapon)); } },
        { QStringLiteral("smoke"), K::Flag, [](U u) { return QJsonValue(u.smoke); } },
        { QStringLiteral("morale"), K::Word, [](U u) { return QJsonValue(toName(u.morale)); } },
        { QStringLiteral("formation"), K::Word,
          [](U u) { return QJsonValue(toName(u.formation)); } },
        { QStringLiteral("terrain"), K::Word, [](U u) { return QJsonValue(toName(u.terrain)); } },
        { QStringLiteral("feature"), K::Text, [](U u) { return QJsonValue(u.feature); } },
        { QStringLiteral("firefight"), K::Flag, [](U u) { return QJsonValue(u.firefight); } },
        { QStringLiteral("has_fired"), K::Flag, [](U u) { return QJsonValue(u.hasFired); } },
        { QStringLiteral("fired_this_segment"), K::Flag,
          [](U u) { return QJsonValue(u.firedThisSegment); } },
        { QStringLiteral("moved_this_segment"), K::Flag,
          [](U u) { return QJsonValue(u.movedThisSegment); } },
        { QStringLiteral("fired_upon_this_segment"), K::Flag,
          [](U u) { return QJsonValue(u.firedUponThisSegment); } },
        { QStringLiteral("replenishment_turns"), K::Count,
          [](U u) { return QJsonValue(u.replenishmentTurns); } },
        { QStringLiteral("scrounging"), K::Flag, [](U u) { return QJsonValue(u.scrounging); } },
        { QStringLiteral("hidden"), K::Flag, [](U u) { return QJsonValue(u.hidden); } },
        { QStringLiteral("edge_distance"), K::Inches,
          [](U u) { return u.edgeDistance ? QJsonValue(*u.edgeDistance) : QJsonValue(); } },
        { QStringLiteral("seen"), K::Flag, [](U u) { return QJsonValue(u.seen); } },
        { QStringLiteral("ap_ball_full"), K::Count, [](U u) { return QJsonValue(u.apBallFull); } },
        { QStringLiteral("ap_canister_full"), K::Count,
          [](U u) { return QJsonValue(u.apCanisterFull); } },
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
    for (const Field &field : all()) {
        if (field.name == name)
            return &field;
    }
    return nullptr;
}

} // namespace Adc
