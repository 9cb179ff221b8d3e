#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace Adc {

class Battle;

// The HTML of the players' view, in the language in force (tr()), every
// name escaped: a side's page (its units brigade by brigade, the clock, the
// latest rolls that concern it) and the table display (the clock and the
// latest roll, large). The script and style are separate files of the
// program's resources (no inline script), at `base` + "players.js" and
// "players.css".
class PlayerPages
{
    Q_DECLARE_TR_FUNCTIONS(PlayerPages)

public:
    static QByteArray sidePage(const Battle &battle, const QString &side, const QString &base,
                               const QString &language);
    static QByteArray tablePage(const Battle &battle, const QString &base, const QString &language);

private:
    static QString shell(const QString &title, const QString &base, const QString &language,
                         const QString &pageClass, const QString &body);
    static QString clockHtml(const Battle &battle);
    static QString unitHtml(const QJsonObject &unit);
    static QString rollHtml(const QJsonObject &roll);
    static QString modifierTitle(const QString &id);
};

} // namespace Adc
