#pragma once

#include "core/common/result.h"
#include "core/common/rulings.h"
#include "core/dice/diceroll.h"
#include "core/dice/randomsource.h"
#include "core/model/clock.h"
#include "core/model/unitrecord.h"
#include "core/turn/sweepevidence.h"
#include "db/tables/battletable.h"
#include "db/tables/changeset.h"
#include "db/tables/featuretable.h"
#include "db/tables/logtable.h"
#include "db/tables/organisationtable.h"
#include "db/tables/proposaltable.h"
#include "db/tables/unittable.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QSqlDatabase>
#include <optional>

namespace Adc {

// Everything one action works with inside its transaction: the tables
// (writes recorded in the ChangeSet for undo), the battle's rulings, the
// dice, and what the log will keep: the inputs with every die filled in and
// a one-line summary. Database failures throw DatabaseError; Battle rolls
// the transaction back.
class ActionContext
{
public:
    ActionContext(QSqlDatabase database, RandomSource &random, const QJsonObject &request);

    ChangeSet &changes() { return m_changes; }
    const Rulings &rulings() const { return m_rulings; }
    RandomSource &random() { return m_random; }

    UnitTable units() { return UnitTable(m_database, &m_changes); }
    OrganisationTable organisation() { return OrganisationTable(m_database, &m_changes); }
    FeatureTable features() { return FeatureTable(m_database, &m_changes); }
    BattleTable battle() { return BattleTable(m_database, &m_changes); }
    // The sides' proposals: kept beside the log, no row images.
    ProposalTable proposals() const { return ProposalTable(m_database); }
    // The log as it stands before this action's entry (read only).
    LogTable log() const { return LogTable(m_database); }

    // Why the unit may not stand where it is (Placement), or empty.
    QString placementRefusal(const UnitRecord &unit) const;
    // What the log shows of the segment or turn ending (SweepFacts).
    SweepEvidence sweepEvidence(const Clock &clock) const;

    // The unit, or nullopt; reads through the table.
    std::optional<UnitRecord> unit(qint64 id);
    void save(const UnitRecord &unit) { units().update(unit); }

    // The unit an order's field names, or "FIELD: no unit with id N".
    Result<UnitRecord> namedUnit(const QString &field, qint64 id);
    // The units an order's list names: each must exist, none twice, and
    // at least one when `required`; else "FIELD: what is wrong".
    Result<QList<UnitRecord>> namedUnits(const QString &field, const QList<qint64> &ids,
                                         bool required);

    // Rolls a dice expression on the battle's random source.
    DiceRoll roll(const DiceExpression &expression);

    // The action object as the log keeps it: the request, with every die the
    // program rolled written in, so applying it again gives the same result.
    QJsonObject &inputs() { return m_inputs; }
    void setSummary(const QString &summary) { m_summary = summary; }
    const QString &summary() const { return m_summary; }

    // Ids of units the action added or removed (for the views' signals).
    void unitAdded(qint64 id) { m_added.insert(id); }
    void unitRemoved(qint64 id) { m_removed.insert(id); }
    const QSet<qint64> &addedUnits() const { return m_added; }
    const QSet<qint64> &removedUnits() const { return m_removed; }

    // The units as they now stand, for the answer: every unit touched, in
    // the order touched, that still exists.
    QJsonArray affectedUnits();

private:
    QSqlDatabase m_database;
    ChangeSet m_changes;
    Rulings m_rulings;
    RandomSource &m_random;
    QJsonObject m_inputs;
    QString m_summary;
    QSet<qint64> m_added;
    QSet<qint64> m_removed;
};

} // namespace Adc
