#pragma once

#include "core/common/rulings.h"
#include "core/model/unitrecord.h"
#include "db/tables/logentry.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace Adc {

// One roll of the log told to one reader of the players' view: a side, or
// the table display (no side). A roll the side's own unit made is told in
// full: each unit's role, the dice, the chart and the odds before the roll
// (RollOdds). Any other roll is told as the table saw it: the faces, and
// what it did to the side's own units (the table: to units it may name),
// never the roller's dice expression, class, situation, stands, row,
// modifiers or odds. A unit the reader may not name (SideView::mayName:
// another side's hidden unit) is never named nor described. Every roll the
// players' view shows is built here from the entry, key by key, so nothing
// of the log passes through unread.
class RollStory
{
    Q_DECLARE_TR_FUNCTIONS(Adc::RollStory)

public:
    // Without the battle's rulings a fire is told without its odds.
    RollStory(const QList<UnitRecord> &all, const QString &side,
              const std::optional<Rulings> &rulings = std::nullopt);

    // Whether the table display is told of the roll at all: not when it
    // involves no unit it may name (a hidden unit's own discipline test).
    bool tells(const LogEntry &entry) const;
    // {"id", "kind", "turn", "segment", "own", "text", "faces"}; a fire also
    // "die"; the side's own roll also what the chart read ("modified_roll",
    // "row", "column", "modifiers"; "dice", "situation", "cell"; "fires_at",
    // "outcome") and "odds" ([{"result", "probability"}]).
    QJsonObject json(const LogEntry &entry) const;

private:
    bool isOwn(qint64 id) const;
    bool mayName(qint64 id) const;
    QString label(qint64 id) const;
    // Whether the reader sees what a roll did to the unit.
    bool showsResultOn(qint64 id, bool ownRoll) const;
    QString stepsOn(qint64 id, int steps) const;
    void fire(const LogEntry &entry, QJsonObject &roll) const;
    QStringList ricochet(const LogEntry &entry, bool ownRoll, QJsonArray &faces) const;
    void discipline(const LogEntry &entry, QJsonObject &roll) const;
    void charge(const LogEntry &entry, QJsonObject &roll) const;
    QString chargeFire(const QJsonObject &fire, qint64 charger, bool ownRoll,
                       QJsonArray &faces) const;
    void other(const LogEntry &entry, QJsonObject &roll) const;

    QHash<qint64, UnitRecord> m_units;
    QString m_side;
    std::optional<Rulings> m_rulings;
};

} // namespace Adc
