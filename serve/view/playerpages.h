#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace Adc {

class Battle;

// The HTML of the players' view, in the language in force (tr()), every
// name escaped: a side's page (the clock, the latest roll that concerns it,
// its units as a compact table a brigade (UnitRows), the enemy units it
// sees (EnemyRows), the earlier rolls, then its proposals (ProposeForm))
// and the table display (the clock, how many proposals wait, and this
// turn's latest roll, large).
// Rolls are shown only as SideView::rollJson tells them. The script and style are separate files of
// the program's resources (no inline script), at `base` + "players.js" and "players.css".
class PlayerPages
{
    Q_DECLARE_TR_FUNCTIONS(Adc::PlayerPages)

public:
    static QByteArray sidePage(const Battle &battle, const QString &side, const QString &base,
                               const QString &language);
    static QByteArray tablePage(const Battle &battle, const QString &base, const QString &language);

private:
    // `after` follows the live part, which the page's script refreshes.
    static QString shell(const QString &title, const QString &base, const QString &language,
                         const QString &pageClass, const QString &body,
                         const QString &after = QString());
    static QString clockHtml(const Battle &battle);
    static QString rollHtml(const QJsonObject &roll);
};

} // namespace Adc
