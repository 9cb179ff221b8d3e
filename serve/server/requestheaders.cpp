#include "serve/server/requestheaders.h"

#include <QHttpServerRequest>

namespace Adc {

namespace {

// "host:port" in lower case, the default port of plain HTTP left out, so
// that "http://box" and "box:80" are the same place.
QByteArray place(QByteArray authority)
{
    authority = authority.trimmed().toLower();
    if (authority.endsWith(":80"))
        authority.chop(3);
    return authority;
}

} // namespace

QByteArray RequestHeaders::value(const QHttpServerRequest &request, const QByteArray &name)
{
    for (const auto &[key, value] : request.headers()) {
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return QByteArray();
}

QByteArray RequestHeaders::mediaType(const QHttpServerRequest &request)
{
    const QByteArray type = value(request, QByteArrayLiteral("content-type"));
    const qsizetype parameters = type.indexOf(';');
    return (parameters < 0 ? type : type.left(parameters)).trimmed().toLower();
}

bool RequestHeaders::sameOrigin(const QHttpServerRequest &request)
{
    bool hasOrigin = false;
    QByteArray origin;
    for (const auto &[key, value] : request.headers()) {
        if (key.compare(QByteArrayLiteral("origin"), Qt::CaseInsensitive) == 0 && !hasOrigin) {
            hasOrigin = true;
            origin = value.trimmed();
        }
    }
    if (!hasOrigin)
        return true;
    // The server speaks plain HTTP: an https origin is another site.
    const QByteArray scheme = QByteArrayLiteral("http://");
    if (!origin.toLower().startsWith(scheme))
        return false;
    const QByteArray host = value(request, QByteArrayLiteral("host"));
    return !host.trimmed().isEmpty() && place(origin.mid(scheme.size())) == place(host);
}

} // namespace Adc
