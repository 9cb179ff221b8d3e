#include "card/cardtext.h"

#include <QHash>

#include "fire/firemodifiers.h"

namespace Adc {

QString CardText::signedText(int value)
{
    if (value > 0)
        return QStringLiteral("+%1").arg(value);
    return QString::number(value);
}

QString CardText::inchesText(double inches)
{
    return QString::number(inches, 'g', 6);
}

QList<Weapon> CardText::allWeapons()
{
    QList<Weapon> weapons;
    for (const QString &name : weaponNames())
        weapons.append(*weaponFromName(name));
    return weapons;
}

QList<Arm> CardText::allArms()
{
    QList<Arm> arms;
    for (const QString &name : armNames())
        arms.append(*armFromName(name));
    return arms;
}

QList<Terrain> CardText::allTerrains()
{
    QList<Terrain> terrains;
    for (const QString &name : terrainNames())
        terrains.append(*terrainFromName(name));
    return terrains;
}

QString CardText::wordsOf(const QString &id)
{
    if (id == QLatin1String("bua"))
        return QStringLiteral("Built-up area");
    QString text = id;
    text.replace(QLatin1Char('-'), QLatin1Char(' '));
    if (!text.isEmpty())
        text[0] = text.at(0).toUpper();
    return text;
}

QString CardText::bonusWords(const QString &id)
{
    // The rules' morale bonuses by what earns them, never by the table's ids.
    static const QHash<QString, QString> words {
        { QStringLiteral("ltf"), QStringLiteral("defending an LTF") },
        { QStringLiteral("bua"), QStringLiteral("in a built-up area") },
        { QStringLiteral("hill-upslope"), QStringLiteral("upslope") },
        { QStringLiteral("redoubt-hill"), QStringLiteral("redoubt as a hill") },
        { QStringLiteral("redoubt-ltf"), QStringLiteral("redoubt's parapet") },
    };
    return words.value(id, wordsOf(id).toLower());
}

QString CardText::shownValue(const QJsonValue &value)
{
    if (value.isBool())
        return value.toBool() ? QStringLiteral("yes") : QStringLiteral("no");
    if (value.isDouble())
        return signedText(value.toInt()).remove(QLatin1Char('+'));
    return value.toString();
}

QString CardText::armsText(unsigned arms)
{
    unsigned all = 0;
    for (const QString &name : armNames())
        all |= 1u << static_cast<unsigned>(*armFromName(name));
    return arms == all ? QStringLiteral("all arms") : FireModifiers::armsText(arms);
}

QString CardText::changedMark(bool changed)
{
    return changed ? QStringLiteral("changed by the umpire") : QString();
}

} // namespace Adc
