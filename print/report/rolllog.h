#pragma once

#include "db/battle/loggedrolls.h"
#include "print/report/afteractionreport.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace Adc {

// The roll log of the after-action report: every die the battle's log
// holds (fire, boxcars penalty, ricochet, discipline, charge and free
// rolls), in log order, each with the unit that rolled and where it stands.
class RollLog
{
public:
    explicit RollLog(const AfterActionReport::Source &source);

    QList<AfterActionReport::Roll> rolls() const { return m_rolls; }

private:
    void read(const LogEntry &entry);
    void readFire(AfterActionReport::Roll &roll, const QJsonObject &fire) const;
    void readBoxcars(AfterActionReport::Roll &roll, const LoggedRolls::Roll &logged,
                     const QJsonObject &fire) const;
    void readRicochet(AfterActionReport::Roll &roll, const LoggedRolls::Roll &logged,
                      const QJsonValue &line) const;
    void readDiscipline(AfterActionReport::Roll &roll, const LogEntry &entry, int step) const;
    void readRoll(AfterActionReport::Roll &roll, const LoggedRolls::Roll &logged) const;
    // The unit's name, or "unit ID" for a unit removed since.
    QString nameOf(qint64 id) const;
    // What a fire (or a ricochet line) did to its target, in words.
    QString hitWords(const QJsonObject &fire) const;
    // Sets the roll's side and brigade from the unit, when it is still there.
    void place(AfterActionReport::Roll &roll, qint64 id) const;

    QHash<qint64, UnitRecord> m_units;
    QList<AfterActionReport::Roll> m_rolls;
};

} // namespace Adc
