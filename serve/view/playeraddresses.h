#pragma once

#include <QHostAddress>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace Adc {

class Battle;

// The addresses of the players' view pages, as a player types them or a
// phone reads them from a QR code.
class PlayerAddresses
{
public:
    // The host to name in the addresses: the address listened on, or, for
    // every interface, this machine's first address on the local network
    // (the loopback address when it has none).
    static QString host(const QHostAddress &listening);
    // A page with its address: a side's, or the table display's (no side).
    struct Page
    {
        QString side;
        QString address;
    };
    // The pages with a token: each side's, by the side's name, then the
    // table display's.
    static QList<Page> pages(const Battle &battle, const QString &host, quint16 port);
    // The same written where it leaves, for `adc serve`:
    // {"sides": {"French": "http://HOST:PORT/side/TOKEN", ...},
    //  "table": "http://HOST:PORT/table/TOKEN"}.
    static QJsonObject json(const Battle &battle, const QString &host, quint16 port);
    // Whether every side and the table display have an address; when not,
    // the action issue-tokens gives them one.
    static bool everyPageHasToken(const Battle &battle);
};

} // namespace Adc
