#pragma once

#include <QHostAddress>
#include <QJsonObject>
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
    // {"sides": {"French": "http://HOST:PORT/side/TOKEN", ...},
    //  "table": "http://HOST:PORT/table/TOKEN"}: the pages with a token.
    static QJsonObject json(const Battle &battle, const QString &host, quint16 port);
    // Whether every side and the table display have an address; when not,
    // the action issue-tokens gives them one.
    static bool everyPageHasToken(const Battle &battle);
};

} // namespace Adc
