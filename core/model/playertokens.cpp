#include "core/model/playertokens.h"

#include <QRandomGenerator>

namespace Adc {

namespace {

constexpr int kTokenBytes = 16;

bool sameToken(const QString &a, const QString &b)
{
    if (a.size() != b.size() || a.isEmpty())
        return false;
    ushort difference = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        difference |= static_cast<ushort>(a.at(i).unicode() ^ b.at(i).unicode());
    return difference == 0;
}

} // namespace

PlayerTokens PlayerTokens::fromJson(const QJsonValue &value)
{
    PlayerTokens tokens;
    const QJsonObject object = value.toObject();
    const QJsonObject sides = object.value(QStringLiteral("sides")).toObject();
    for (auto it = sides.begin(); it != sides.end(); ++it) {
        bool number = false;
        const qint64 id = it.key().toLongLong(&number);
        const QString token = it.value().toString();
        if (number && id > 0 && isWellFormed(token))
            tokens.sides.insert(id, token);
    }
    const QString table = object.value(QStringLiteral("table")).toString();
    if (isWellFormed(table))
        tokens.table = table;
    return tokens;
}

QJsonObject PlayerTokens::toJson() const
{
    QJsonObject sideTokens;
    for (auto it = sides.begin(); it != sides.end(); ++it)
        sideTokens.insert(QString::number(it.key()), it.value());
    QJsonObject object { { QStringLiteral("sides"), sideTokens } };
    if (!table.isEmpty())
        object.insert(QStringLiteral("table"), table);
    return object;
}

QString PlayerTokens::generate()
{
    quint32 words[kTokenBytes / 4];
    QRandomGenerator::system()->fillRange(words);
    QByteArray bytes(reinterpret_cast<const char *>(words), kTokenBytes);
    return QString::fromLatin1(bytes.toHex());
}

bool PlayerTokens::isWellFormed(const QString &token)
{
    if (token.size() != kTokenBytes * 2)
        return false;
    for (const QChar c : token) {
        if (!((c >= QLatin1Char('0') && c <= QLatin1Char('9'))
              || (c >= QLatin1Char('a') && c <= QLatin1Char('f'))))
            return false;
    }
    return true;
}

qint64 PlayerTokens::sideOf(const QString &token) const
{
    qint64 found = 0;
    for (auto it = sides.begin(); it != sides.end(); ++it) {
        if (sameToken(it.value(), token))
            found = it.key();
    }
    return found;
}

bool PlayerTokens::opensTable(const QString &token) const
{
    return sameToken(table, token);
}

} // namespace Adc
