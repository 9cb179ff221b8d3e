// The project's documents: the README is a front door under 200 lines, every
// link of the README and of docs/ reaches a file of the repository, the rules
// document names every ruling, and no source cites a document that is not
// in the repository.

#include "core/common/rulings.h"
#include "testpaths.h"
#include "testsuite.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace Adc;

namespace {

QString source()
{
    return AdcTest::sourceDir();
}

QString read(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QString();
    return QString::fromUtf8(file.read(4 << 20));
}

QStringList documents()
{
    QStringList paths { source() + QStringLiteral("/README.md") };
    const QDir docs(source() + QStringLiteral("/docs"));
    for (const QString &name : docs.entryList({ QStringLiteral("*.md") }, QDir::Files))
        paths.append(docs.filePath(name));
    return paths;
}

} // namespace

class tst_Docs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readmeIsAFrontDoor()
    {
        const QString readme = read(source() + QStringLiteral("/README.md"));
        QVERIFY(!readme.isEmpty());
        QVERIFY2(readme.count(QLatin1Char('\n')) < 200,
                 qPrintable(QString::number(readme.count(QLatin1Char('\n')))));
        for (const char *document : { "docs/using.md", "docs/contract.md", "docs/rules.md",
                                      "docs/server.md", "docs/contributing.md" })
            QVERIFY2(readme.contains(QLatin1String(document)), document);
    }

    void everyLinkReachesAFile()
    {
        static const QRegularExpression link(QStringLiteral("\\]\\(([^)#:\\s]+)(#[^)]*)?\\)"));
        QStringList broken;
        for (const QString &path : documents()) {
            const QDir folder = QFileInfo(path).dir();
            auto it = link.globalMatch(read(path));
            while (it.hasNext()) {
                const QString target = it.next().captured(1);
                if (!QFileInfo::exists(folder.filePath(target)))
                    broken.append(QFileInfo(path).fileName() + QStringLiteral(": ") + target);
            }
        }
        QVERIFY2(broken.isEmpty(), qPrintable(broken.join(QLatin1String("; "))));
    }

    void rulesDocumentNamesEveryRuling()
    {
        const QString rules = read(source() + QStringLiteral("/docs/rules.md"));
        QVERIFY(!rules.isEmpty());
        QVERIFY(Rulings::catalogue().size() >= 10);
        for (const RulingInfo &info : Rulings::catalogue())
            QVERIFY2(rules.contains(QLatin1Char('`') + info.key + QLatin1Char('`')),
                     qPrintable(info.key));
    }

    void sourcesCiteOnlyTheirOwnDocuments()
    {
        static const QRegularExpression foreign(QStringLiteral("\\b(CLI|RULES|STYLE)\\.md\\b"));
        QStringList found;
        for (const char *folder : { "app", "cli", "core", "db", "print", "serve", "ui", "tests",
                                    "tools", "resources" }) {
            QDirIterator it(source() + QLatin1Char('/') + QLatin1String(folder), QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                if (path.endsWith(QLatin1String(".png")) || path.endsWith(QLatin1String(".adc")))
                    continue;
                if (foreign.match(read(path)).hasMatch())
                    found.append(QDir(source()).relativeFilePath(path));
            }
        }
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1String(", "))));
    }
};

ADC_TEST_APPLESS_MAIN(tst_Docs)
#include "tst_docs.moc"
