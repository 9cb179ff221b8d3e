#pragma once

// The entries of a Qt Linguist file, as the translation tests read them.

#include "testfailure.h"
#include "testpaths.h"

#include <QFile>
#include <QList>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

namespace TsFile {

struct Entry
{
    QString context;
    QString source;
    QString type; // unfinished, vanished, obsolete or empty
    bool numerus = false;
    QStringList translations; // one, or one per plural form
};

inline QString folder()
{
    return AdcTest::sourceDir() + QStringLiteral("/resources/translations/");
}

// The file's entries; none, and the test failed, when it cannot be read.
inline QList<Entry> read(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ADC_FAIL(QStringLiteral("cannot read ") + path);
        return {};
    }
    QList<Entry> entries;
    QXmlStreamReader xml(&file);
    QString context;
    Entry entry;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const QStringView name = xml.name();
        if (name == QLatin1String("name"))
            context = xml.readElementText();
        else if (name == QLatin1String("message"))
            entry
                = Entry { context,
                          QString(),
                          QString(),
                          xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes"),
                          {} };
        else if (name == QLatin1String("source"))
            entry.source = xml.readElementText();
        else if (name == QLatin1String("translation")) {
            entry.type = xml.attributes().value(QLatin1String("type")).toString();
            if (entry.numerus) {
                while (xml.readNextStartElement())
                    entry.translations.append(xml.readElementText());
            } else {
                entry.translations.append(xml.readElementText());
            }
            entries.append(entry);
        }
    }
    if (xml.hasError()) {
        ADC_FAIL(path + QStringLiteral(": ") + xml.errorString());
        return {};
    }
    return entries;
}

} // namespace TsFile
