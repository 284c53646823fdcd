// SPDX-License-Identifier: GPL-3.0-or-later
// The shipped translations: Chinese complete, English plural forms for every counted message, and
// counts that read "1 error" / "2 errors" in English and 个 in Chinese.
#include "core/model/partenums.h"
#include "core/rules/finding.h"
#include "i18n.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace rigsmith::core;

namespace {

struct Message
{
    QString context;
    QString source;
    bool numerus = false;
    bool unfinished = false;
    int forms = 0;
};

QList<Message> messagesOf(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<Message> out;
    QString context;
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        if (!xml.readNextStartElement())
            continue;
        if (xml.name() == u"name") {
            context = xml.readElementText();
        } else if (xml.name() == u"message") {
            out.append({context, {}, xml.attributes().value(QStringLiteral("numerus")) == u"yes", false, 0});
        } else if (xml.name() == u"source" && !out.isEmpty()) {
            out.last().source = xml.readElementText();
        } else if (xml.name() == u"translation" && !out.isEmpty()) {
            out.last().unfinished = xml.attributes().value(QStringLiteral("type")) == u"unfinished";
        } else if (xml.name() == u"numerusform" && !out.isEmpty()) {
            ++out.last().forms;
        }
    }
    return out;
}

Report reportOf(int errors, int warnings, int advice)
{
    Report r;
    for (const auto &[severity, n] : {std::pair(Severity::Error, errors),
             std::pair(Severity::Warning, warnings), std::pair(Severity::Advice, advice)}) {
        for (int i = 0; i < n; ++i)
            r.findings.append({QStringLiteral("X"), severity, {}, {}, {}, {}, {}});
    }
    return r;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void chineseIsComplete();
    void englishHasEveryPluralForm();
    void countsReadRight();
    void enumeratedNamesAreChinese();
};

void TestTranslations::chineseIsComplete()
{
    const QList<Message> zh = messagesOf(QStringLiteral(RIGSMITH_TS_DIR "/rigsmith_zh_CN.ts"));
    QVERIFY(zh.size() > 500);
    for (const Message &m : zh)
        QVERIFY2(!m.unfinished, qPrintable(m.context + QStringLiteral(": ") + m.source));
}

void TestTranslations::englishHasEveryPluralForm()
{
    const QList<Message> zh = messagesOf(QStringLiteral(RIGSMITH_TS_DIR "/rigsmith_zh_CN.ts"));
    const QList<Message> en = messagesOf(QStringLiteral(RIGSMITH_TS_DIR "/rigsmith_en.ts"));
    QSet<QString> english;
    for (const Message &m : en) {
        QVERIFY2(m.numerus && m.forms == 2, qPrintable(m.source)); // English: one and other
        english.insert(m.context + u'|' + m.source);
    }
    int plurals = 0;
    for (const Message &m : zh) {
        if (!m.numerus)
            continue;
        ++plurals;
        QVERIFY2(english.contains(m.context + u'|' + m.source),
            qPrintable(QStringLiteral("rigsmith_en.ts lacks \"%1\" (%2)").arg(m.source, m.context)));
    }
    QCOMPARE(plurals, int(english.size())); // and nothing stale
}

void TestTranslations::countsReadRight()
{
    // Under the C locale the application falls back to the English plural forms.
    rigsmith::installTranslations(*QCoreApplication::instance());
    QCOMPARE(reportOf(1, 2, 0).countsText(false), QStringLiteral("1 error, 2 warnings"));
    QCOMPARE(reportOf(0, 1, 1).countsText(true), QStringLiteral("0 errors, 1 warning, 1 advice"));
    QTranslator chinese;
    QVERIFY(chinese.load(QStringLiteral("rigsmith_zh_CN"), QStringLiteral(":/i18n")));
    QCoreApplication::installTranslator(&chinese);
    QCOMPARE(reportOf(1, 2, 0).countsText(false), QStringLiteral("1 个错误，2 个警告"));
    QCoreApplication::removeTranslator(&chinese);
}

// Names the program shows from a list (kinds, severities, cooler types, 80 PLUS tiers, workload
// choices, the price source, the guide's "beyond the guide" sections, the templates' names) all have
// their Chinese: the translator knows each English name.
void TestTranslations::enumeratedNamesAreChinese()
{
    QTranslator chinese;
    QVERIFY(chinese.load(QStringLiteral("rigsmith_zh_CN"), QStringLiteral(":/i18n")));
    QList<std::pair<const char *, QString>> names; // context, English (the tests run untranslated)
    for (PartKind v : allValues<PartKind>())
        names.append({"PartKind", displayName(v)});
    for (CoolerType v : allValues<CoolerType>())
        names.append({"PartKind", displayName(v)});
    for (EfficiencyTier v : allValues<EfficiencyTier>())
        names.append({"PartKind", displayName(v)});
    for (TaskProfile v : allValues<TaskProfile>())
        names.append({"PartKind", displayName(v)});
    for (Precision v : allValues<Precision>())
        names.append({"PartKind", displayName(v)});
    for (Preprocessing v : allValues<Preprocessing>())
        names.append({"PartKind", displayName(v)});
    names.append({"PartKind", displayPriceSource(QStringLiteral("launch price"))});
    names.append({"PartKind", displayPriceSource(QStringLiteral("review price"))});
    for (Severity v : {Severity::Error, Severity::Warning, Severity::Advice})
        names.append({"Report", displayName(v)});
    for (const char *section : {"beyond the guide (RULES.md §7 later editions: outlet limits)",
             "beyond the guide (ATX 3.0 power excursion)"})
        names.append({"Rules", QString::fromUtf8(section)});
    const QDir builds(QStringLiteral(":/builds"));
    const QStringList templates = builds.entryList({QStringLiteral("*.rigsmith")});
    QVERIFY(!templates.isEmpty());
    for (const QString &file : templates) {
        QFile f(builds.filePath(file));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString name
            = QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("name")).toString();
        QVERIFY2(!name.isEmpty(), qPrintable(file));
        names.append({"rigsmith::ui::MainWindow", name});
        // What the template shows, in the user's language too.
        f.seek(0);
        const QString notes
            = QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("notes")).toString();
        QVERIFY2(!notes.isEmpty(), qPrintable(file));
        names.append({"rigsmith::ui::MainWindow", notes});
    }
    QVERIFY(names.size() > 30);
    for (const auto &[context, english] : names) {
        QVERIFY2(!english.isEmpty(), context);
        QVERIFY2(!chinese.translate(context, english.toUtf8().constData()).isEmpty(),
            qPrintable(QStringLiteral("%1: %2").arg(QString::fromLatin1(context), english)));
    }
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
