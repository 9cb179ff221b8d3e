#pragma once

#include "report/afteractionreport.h"

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
    void readFire(const LogEntry &entry, const AfterActionReport::Roll &base);
    void readDiscipline(const LogEntry &entry, const AfterActionReport::Roll &base);
    void readCharge(const LogEntry &entry, const AfterActionReport::Roll &base);
    void readRoll(const LogEntry &entry, const AfterActionReport::Roll &base);
    // The unit's name, or "unit ID" for a unit removed since.
    QString nameOf(qint64 id) const;
    // What a fire (or a ricochet line) did to its target, in words.
    QString hitWords(const QJsonObject &fire) const;
    // Sets the roll's side and brigade from the unit, when it is still there.
    void place(AfterActionReport::Roll &roll, qint64 id) const;

    QHash<qint64, UnitRecord> m_units;
    QString m_fireDie;
    QString m_boxcarsDice;
    QList<AfterActionReport::Roll> m_rolls;
};

} // namespace Adc
