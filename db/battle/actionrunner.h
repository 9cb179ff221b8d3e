#pragma once

#include "core/model/unitrecord.h"
#include "db/actions/actionoutcome.h"
#include "db/battle/actionlogger.h"
#include "db/battle/proposalacceptance.h"
#include "db/battle/undoredo.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <functional>

namespace Adc {

class ActionContext;
struct Announcement;
class BattleStorage;
class Order;
class RandomSource;
struct Rulings;
class TransactionRunner;

// Runs a battle's actions, the door Battle::apply opens: each order goes to
// what applies it. An action of the catalogue (ActionCatalogue) runs in one
// transaction (TransactionRunner) and is logged with its dice and the
// images of the rows it changed (ActionLogger); a proposal accepted goes to
// ProposalAcceptance, undo and redo to UndoRedo. An import is the action of
// adding units read already. A proposal is checked by trying its order
// within a transaction, nothing of it kept.
class ActionRunner
{
public:
    // `station`: the station each new entry names; `random` rolls the dice
    // of units added by import().
    ActionRunner(BattleStorage &storage, TransactionRunner &transactions, const QString &station,
                 RandomSource &random);

    // Applies one order (its dice left out rolled on `random`); done, what
    // the views must hear of it is in *announcement.
    ActionOutcome apply(const Order &order, RandomSource &random, Announcement *announcement);
    // Adds units read already (an import), all or none; the answer names
    // their ids but not the units as they stand.
    ActionOutcome import(const QList<UnitRecord> &units, const Rulings &rulings,
                         Announcement *announcement);
    // Inside a transaction: what `order` would do on the battle as it
    // stands, every change of it rolled back at once (a savepoint).
    ActionOutcome tryWithin(const Order &order, RandomSource &random);

private:
    using Body = std::function<ActionOutcome(ActionContext &)>;
    // Runs `body` in one transaction and logs it as `kind` with `request`.
    ActionOutcome run(const QString &kind, const QJsonObject &request, RandomSource &random,
                      const Body &body, ActionLogger::AnswerUnits answerUnits,
                      Announcement *announcement);

    BattleStorage &m_storage;
    TransactionRunner &m_transactions;
    RandomSource &m_random;
    ActionLogger m_logger;
    ProposalAcceptance m_acceptance;
    UndoRedo m_undoRedo;
};

} // namespace Adc
