#pragma once

#include "core/common/vocabulary.h"
#include "core/fire/aprates.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <array>
#include <optional>

namespace Adc {

class TableReader;
struct Rulings;

// The other fire modifiers (seed 002, OTHER FIRE MODIFIERS, Ammunition, In
// Smoke, Ricochet Fire; docs/rules.md 3, 5, 6), read from
// resources/rules/firemodifiers.json: every condition a fire request may
// name, which arms and shots it concerns and what it does, plus the AP a fire
// may spend and the modifier each AP count gives.
class FireModifiers
{
public:
    // One condition of the chart.
    struct Rule
    {
        QString id;
        QString group; // small-arms, artillery, firer-moving, firer-morale, firer-smoke,
                       // target-cover, target
        QString title;
        QString source;
        bool aboutTarget
            = false; // the target's state (cover, formation...) rather than the firer's

        enum class ValueKind { Fixed, ByShot, Ruling };
        ValueKind valueKind = ValueKind::Fixed;
        int value = 0;
        int ballValue = 0;
        int canisterValue = 0;
        QString ruling; // the Rulings key the value is read from

        // Bit (1 << Arm) for each arm the condition concerns, and the arms
        // it concerns too when a true-or-false ruling is on (cavalry under
        // infantry's rules).
        unsigned arms = 0;
        unsigned rulingArms = 0;
        QString armsRuling;
        // An arm it does not concern either ignores it (with ignoredNote) or
        // may not fire with it at all (otherArmsReason).
        bool forbidsOtherArms = false;
        QString otherArmsReason;
        // Bit (1 << Shot) for each shot it may be fired with (all by default);
        // another shot is refused with otherShotsReason.
        unsigned shots = 3;
        QString otherShotsReason;
        // The condition forbids fire outright (routed, broken...), unless
        // every condition of one of the `unless` lists holds too (a hill
        // between, unless the target is on the hill).
        bool forbids = false;
        QString reason;
        QList<QStringList> unless;
        QList<quint32> unlessMasks;
        // Conditions of one exclusive group cannot hold together (one cover).
        QString exclusive;
        int exclusiveIndex = -1;
        // The most AP a firer under this condition may spend (0: no limit).
        int apLimit = 0;
        bool suspendsBoxcars = false;
        // False for a fire that is the same shot again (ricochet): no AP spent.
        bool spendsAp = true;
        // How far beyond the target the condition reaches (ricochet: 5").
        double reach = 0;
        // "initial-volley ignored: it concerns infantry and cavalry only".
        QString ignoredNote;

        // Whether the conditions (one bit per rule) excuse the refusal.
        bool excused(quint32 mask) const
        {
            for (const quint32 needed : unlessMasks) {
                if ((mask & needed) == needed)
                    return true;
            }
            return false;
        }
        bool concerns(Arm arm) const { return arms & (1u << static_cast<unsigned>(arm)); }
        // Whether it may concern the arm, under some ruling.
        bool mayConcern(Arm arm) const
        {
            return (arms | rulingArms) & (1u << static_cast<unsigned>(arm));
        }
        bool concerns(Arm arm, const Rulings &rulings) const;
        bool allowsShot(Shot shot) const { return shots & (1u << static_cast<unsigned>(shot)); }
        // The value it adds for a shot under the umpire's rulings.
        int valueFor(Shot shot, const Rulings &rulings) const;
    };

    // The modifier of one AP count: "ap-2" +1, "rate-of-fire-4" +2 ...
    using ApRate = ApRates::Rate;

    // Reads and checks the whole table; a malformed table gives std::nullopt
    // and the reader's error names the file and the entry.
    static std::optional<FireModifiers> fromJson(const QJsonObject &root, TableReader &reader);
    // The compiled-in table (":/rules/firemodifiers.json"), loaded once.
    static const FireModifiers &standard();
    static QString fileName() { return QStringLiteral("firemodifiers.json"); }

    const QList<Rule> &rules() const { return m_rules; }
    const Rule &rule(int index) const { return m_rules.at(index); }
    // The index of a condition id, or -1.
    int indexOf(const QString &id) const { return m_index.value(id, -1); }
    // Every condition id in table order (the command line's vocabulary).
    const QStringList &ids() const { return m_ids; }
    // The ids of one group ("firer-morale", "target-cover"...).
    QStringList idsOfGroup(const QString &group) const;

    // Ammunition, seed 002: the most AP one fire may spend (small arms 2,
    // guns 4; conditions such as firer-in-smoke may lower it).
    int apLimit(Arm arm) const { return m_ap.limit(arm); }
    // The condition among these that holds the arm to the fewest AP (seed
    // 002, In Smoke: "Infantry In Smoke may fire no more than 1 AP"), or -1
    // when none lowers the arm's own limit.
    int apLimitRule(Arm arm, const QStringList &conditions) const;
    // Ammunition, seed 002 (Add'l ammo point, ROF): the modifier of an AP
    // count, or null when the arm may not fire that many.
    const ApRate *apRate(Arm arm, int ap) const { return m_ap.rate(arm, ap); }

    // The names of the arms a rule concerns, for messages ("infantry and cavalry").
    static QString armsText(unsigned arms);

private:
    QList<Rule> m_rules;
    QHash<QString, int> m_index;
    QStringList m_ids;
    ApRates m_ap;
};

} // namespace Adc
