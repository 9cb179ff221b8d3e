#pragma once

#include "db/battle/loggedrolls.h"

#include <QJsonObject>
#include <QSet>
#include <QString>
#include <QStringList>

namespace Adc {

// How each die of an action came, read from the action as it was asked:
// given in the request, a die was typed from the table unless the request's
// "rolled" names it (the window rolled it on screen) or the proposal
// accepted gave it as it stands (its side proposed it); left out, the
// program rolled it. Unknown for an old entry. Also the dice fields each
// kind of action gives, and the "rolled" key checked and completed for the
// log (LoggedRolls::checkRolled, LoggedRolls::withRolled).
class DiceOrigins
{
public:
    // The origins of an old entry's dice: unknown.
    DiceOrigins() = default;
    DiceOrigins(const QJsonObject &request, const QJsonObject &proposal);

    // A roll held whole by any of `fields` ("roll" and its "faces"): rolled
    // when a field is named, or one of its dice ("faces[0]").
    LoggedRolls::Origin of(const QStringList &fields) const;
    // The roll at `index` of list fields ("rolls" and their "faces").
    LoggedRolls::Origin at(const QStringList &fields, int index) const;

    // The dice fields of each kind of action, as its request gives them:
    // each group holds one roll (a total, its faces) or a list of them.
    static QList<QStringList> groups(const QString &kind);
    // An action's "rolled" checked against its dice fields: empty when it
    // is right, else what is wrong.
    static QString check(const QString &kind, const QJsonObject &action);
    // The inputs with "rolled" naming every die the program rolled too.
    static QJsonObject withRolled(const QString &kind, const QJsonObject &request,
                                  const QJsonObject &inputs);

private:
    static QJsonValue itemOf(const QJsonValue &value, int index);
    static LoggedRolls::Origin origin(bool given, bool rolled, bool proposed);

    bool m_known = false;
    QJsonObject m_request;
    // The action a side proposed, for a proposal accepted; else empty.
    QJsonObject m_proposal;
    QSet<QString> m_rolled;
};

} // namespace Adc
