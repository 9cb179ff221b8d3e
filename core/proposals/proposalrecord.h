#pragma once

#include "core/model/clock.h"
#include "core/orders/order.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace Adc {

// One side's proposal (docs/contract.md, proposals): a fire, charge or
// move of its own units, entered on its players' page, that changes nothing
// until the umpire accepts it. Numbered per side; `id` is the umpire's
// handle across sides.
struct ProposalRecord
{
    // As stored: what someone did to it.
    enum class Stored { Waiting, Applied, Declined, Withdrawn };
    // As read: a waiting one lapses when its segment ends, an applied one
    // is taken back when its log entry is undone.
    enum class State { Waiting, Applied, Declined, Withdrawn, Lapsed, TakenBack };

    qint64 id = 0;
    QString side;
    int number = 0;
    // The units that would act (firers, charger, the unit moving): one
    // waiting proposal a unit.
    QList<qint64> units;
    // The action as the side sent it, in adc apply's fields: as stored,
    // and what leaves for the pages and the command line.
    QJsonObject action;
    // The same read once as the battle reads orders (where the row is read):
    // what the umpire's accept applies and the window shows. None when the
    // stored action does not read, and `unread` says why ("FIELD: what is
    // wrong").
    std::optional<Order> order;
    QString unread;
    int turn = 1;
    int segment = 1;
    QString time; // when it was made, ISO 8601 UTC
    Stored stored = Stored::Waiting;
    QString reason; // why the umpire declined it
    std::optional<qint64> logId; // the entry that applied it
    bool logUndone = false; // that entry was undone since

    // Its state on the battle's clock as it stands.
    State state(const Clock &clock) const;
    QString kind() const; // "fire", "charge", "move"

    static QString storedName(Stored stored);
    static std::optional<Stored> storedFromName(const QString &name);
    // "waiting", "applied", "declined", "withdrawn", "lapsed", "taken-back".
    static QString stateName(State state);
    // The state in words, for a person.
    static QString stateText(State state);

    // {"id", "side", "number", "state", "action", "turn", "segment", "time"}
    // with "reason" when declined and "log_id" when applied.
    QJsonObject toJson(const Clock &clock) const;
};

} // namespace Adc
