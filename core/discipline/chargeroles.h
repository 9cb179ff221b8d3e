#pragma once

#include "core/model/unitrecord.h"

#include <QList>
#include <QString>

namespace Adc {

// Who may be charged and who may charge it (seed 002, Fire Discipline: only
// infantry and cavalry charge): a defender with castings left, charged by
// a unit of another side with castings left, infantry or cavalry. The one
// answer the charge dialog offers and the charge action refuses by
// (ChargePlanner), whether the charge comes from the window, adc or a
// side's page.
class ChargeRoles
{
public:
    // A unit of the battle in a role, and why it may not take it (empty
    // when it may).
    struct Candidate
    {
        UnitRecord unit;
        QString refusal;
        bool allowed() const { return refusal.isEmpty(); }
    };

    // Why `defender` may not be charged, in words; empty when it may.
    static QString defenderRefusal(const UnitRecord &defender);
    // Why `charger` may not charge `defender`, in words; empty when it may.
    static QString chargerRefusal(const UnitRecord &charger, const UnitRecord &defender);
    // Every unit of `units` as a defender, with its answer.
    static QList<Candidate> defenders(const QList<UnitRecord> &units);
    // Every unit of `units` as a charger of `defender`, with its answer.
    static QList<Candidate> chargers(const UnitRecord &defender, const QList<UnitRecord> &units);
    // The units allowed of those answers, in their order.
    static QList<UnitRecord> allowed(const QList<Candidate> &candidates);
};

} // namespace Adc
