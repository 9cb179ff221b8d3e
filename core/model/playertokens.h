#pragma once

#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace Adc {

// The secret addresses of the players' view: one token for each side's page
// (by the side's id, so a renamed side keeps its address) and one for the
// table display. The battle keeps them in its setting "players-tokens"
// ({"sides": {"1": TOKEN, ...}, "table": TOKEN}); only the actions
// issue-tokens and renew-token write it.
struct PlayerTokens
{
    QHash<qint64, QString> sides;
    QString table;

    static QString settingKey() { return QStringLiteral("players-tokens"); }
    // Reads the setting; anything malformed in it counts as no token.
    static PlayerTokens fromJson(const QJsonValue &value);
    QJsonObject toJson() const;

    // A new token: 128 bits from the operating system's random source,
    // written as 32 lower-case hex digits.
    static QString generate();
    static bool isWellFormed(const QString &token);

    // The side whose page this token opens, or 0; every token is compared
    // whole, in time that does not depend on where it differs.
    qint64 sideOf(const QString &token) const;
    bool opensTable(const QString &token) const;
};

} // namespace Adc
