#include "print/card/cardtext.h"

#include "core/common/ruletext.h"

#include <QHash>

#include "core/fire/firemodifiers.h"

namespace Adc {

QString CardText::signedText(int value)
{
    if (value > 0)
        return QStringLiteral("+%1").arg(value);
    return QString::number(value);
}

QString CardText::inchesText(double inches)
{
    return QLocale().toString(inches, 'g', 6);
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
    return capitalised(RuleText::words(id));
}

QString CardText::capitalised(const QString &words)
{
    QString text = words;
    if (!text.isEmpty())
        text[0] = text.at(0).toUpper();
    return text;
}

QString CardText::bonusWords(const QString &id)
{
    // The rules' morale bonuses by what earns them, never by the table's ids.
    const QHash<QString, QString> words {
        { QStringLiteral("ltf"), CardText::tr("defending an LTF") },
        { QStringLiteral("bua"), CardText::tr("in a built-up area") },
        { QStringLiteral("hill-upslope"), CardText::tr("upslope") },
        { QStringLiteral("redoubt-hill"), CardText::tr("redoubt as a hill") },
        { QStringLiteral("redoubt-ltf"), CardText::tr("redoubt's parapet") },
    };
    return words.value(id, RuleText::words(id));
}

QString CardText::shownValue(const QJsonValue &value)
{
    if (value.isBool())
        return value.toBool() ? CardText::tr("yes") : CardText::tr("no");
    if (value.isDouble())
        return signedText(value.toInt()).remove(QLatin1Char('+'));
    return value.toString();
}

QString CardText::armsText(unsigned arms)
{
    unsigned all = 0;
    for (const QString &name : armNames())
        all |= 1u << static_cast<unsigned>(*armFromName(name));
    return arms == all ? CardText::tr("all arms") : FireModifiers::armsText(arms);
}

QString CardText::disciplineCell(DisciplineResult::Kind kind, std::optional<int> range)
{
    switch (kind) {
    case DisciplineResult::Kind::Free:
        return tr("free", "fire discipline result");
    case DisciplineResult::Kind::Fire:
        return range ? tr("%1\" fire").arg(*range) : tr("fire", "fire discipline result");
    case DisciplineResult::Kind::Firefight:
        return range ? tr("%1\" FF").arg(*range) : tr("FF");
    }
    return QString();
}

QString CardText::standsText(const QString &name)
{
    return name == QLatin1String("half") ? tr("half") : name;
}

QString CardText::changedMark(bool changed)
{
    return changed ? CardText::tr("changed by the umpire") : QString();
}

} // namespace Adc
