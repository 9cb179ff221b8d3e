#pragma once

#include "core/model/clock.h"
#include "core/model/unitrecord.h"
#include "core/proposals/proposalrecord.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace Adc {

class Battle;

// A side's proposals as its page lists them (proposals.json): each one's
// number, state (ProposalRecord::toJson, without the umpire's id, which
// counts every side's proposals) and in words what it proposes, its state,
// when it was made, what it did once applied (told as the side's rolls
// are: RollStory), the umpire's reason when declined, and a waiting fire's
// odds (ProposalOdds). A unit the side may not name (another side's hidden
// unit) is "an unseen unit" here too.
class ProposalRows
{
    // Its words are the pages' own (and translated with them).
    Q_DECLARE_TR_FUNCTIONS(Adc::ProposalRows)

public:
    ProposalRows(const Battle &battle, const QString &side);

    // Oldest first.
    QJsonArray json() const;
    QJsonObject json(const ProposalRecord &proposal) const;
    // "Fire by 2e Léger at 1/42nd Highlanders, 3"", "Move of 2e Léger to
    // woods, along a road".
    QString actionText(const QJsonObject &action) const;
    // A crossing of a move in words ("ltf" -> "an LTF").
    static QString crossingText(const QString &crossing);
    // The table display's count: "2 proposals waiting for the umpire".
    static QString waitingText(int count);

private:
    QString name(const QJsonValue &id) const;
    QString names(const QJsonArray &ids) const;
    QString fireText(const QJsonObject &action) const;
    QString chargeText(const QJsonObject &action) const;
    QString moveText(const QJsonObject &action) const;
    QString resultText(qint64 logId) const;
    QJsonArray odds(const QJsonObject &action) const;

    const Battle &m_battle;
    QString m_side;
    Clock m_clock;
    QList<UnitRecord> m_all;
    QHash<qint64, UnitRecord> m_units;
    // What the side sees, read once a list has a waiting fire.
    mutable std::optional<QList<UnitRecord>> m_shown;
};

} // namespace Adc
