// SPDX-License-Identifier: GPL-3.0-or-later
// A question to the advisor as the dialog and the CLI put it (core/advisor/querydraft.h): the one place
// a draft becomes the search's query, each key mapped and each field checked once.
#include "core/advisor/policy.h"
#include "core/advisor/querydraft.h"

#include <QTest>

using namespace rigsmith::core;
using namespace rigsmith::core::advisor;

namespace {

QueryDraft aDraft()
{
    QueryDraft d;
    Workload w;
    w.kind = WorkloadKind::Inference;
    d.jobs = {w};
    d.environment.currency = QStringLiteral("EUR");
    d.budget = 4000.0;
    return d;
}

Query queryFrom(const QueryDraft &d)
{
    const auto q = queryOf(d, ExchangeRates());
    if (const auto *e = std::get_if<DraftError>(&q))
        qFatal("no query: %s: %s", qPrintable(e->field), qPrintable(e->message));
    return std::get<Query>(q);
}

QString refusedField(const QueryDraft &d)
{
    const auto q = queryOf(d, ExchangeRates());
    const auto *e = std::get_if<DraftError>(&q);
    return e ? e->field : QString();
}

} // namespace

class TestQueryDraft : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void choicesMapToTheQuery();
    void theBudgetIsTheQuestionsNotTheBuilds();
    void jobsAreThePrimaryThenTheOthers();
    void everyFieldIsChecked();
};

void TestQueryDraft::choicesMapToTheQuery()
{
    // The defaults: any maker, cooler, market and case.
    Query q = queryFrom(aDraft());
    QVERIFY(q.vendor.isEmpty());
    QCOMPARE(q.cooler, CoolerChoice::Any);
    QCOMPARE(q.market, Market::Any);
    QVERIFY(!q.caseSize);
    // Every key of every choice list maps, in any case as typed.
    QueryDraft d = aDraft();
    d.vendor = QStringLiteral("AMD");
    d.cooler = QStringLiteral("Blower");
    d.market = QStringLiteral("used");
    d.caseSize = QStringLiteral("micro-atx");
    q = queryFrom(d);
    QCOMPARE(q.vendor, QStringLiteral("AMD")); // as GpuSpec::vendor names the maker
    QCOMPARE(q.cooler, CoolerChoice::Blower);
    QCOMPARE(q.market, Market::Used);
    QCOMPARE(q.caseSize, std::optional<FormFactor>(FormFactor::MicroAtx));
    d.cooler = QStringLiteral("open-air");
    d.caseSize = QStringLiteral("e-atx");
    d.vendor = QStringLiteral("nvidia");
    q = queryFrom(d);
    QCOMPARE(q.cooler, CoolerChoice::OpenAir);
    QCOMPARE(q.caseSize, std::optional<FormFactor>(FormFactor::EAtx));
    QCOMPARE(q.vendor, QStringLiteral("NVIDIA"));
    for (const auto &list : {vendorChoices(), coolerChoices(), marketChoices(), caseSizeChoices()}) {
        QVERIFY(list.size() >= 3);
        for (const DraftChoice &c : list)
            QVERIFY2(!c.label.isEmpty(), qPrintable(c.key));
    }
    for (const DraftChoice &c : caseSizeChoices()) {
        d.caseSize = c.key;
        QCOMPARE(queryFrom(d).caseSize.has_value(), c.key != u"any");
    }
}

void TestQueryDraft::theBudgetIsTheQuestionsNotTheBuilds()
{
    QueryDraft d = aDraft();
    d.environment.budget = Money::fromUnits(999.0, QStringLiteral("EUR")); // the build's old budget
    d.budget = 4000.5;
    const Query q = queryFrom(d);
    QCOMPARE(q.budget, std::optional<Money>(Money(400050, QStringLiteral("EUR"))));
    QVERIFY(!q.environment.budget); // the query carries one budget
    QCOMPARE(q.environment.currency, QStringLiteral("EUR"));
    // A throughput floor alone is a question; neither is not.
    d.budget.reset();
    d.minThroughput = 20.0;
    QCOMPARE(queryFrom(d).minThroughput, std::optional<double>(20.0));
    d.minThroughput.reset();
    QCOMPARE(refusedField(d), QStringLiteral("budget"));
    d.budget = 0.004;
    QCOMPARE(refusedField(d), QStringLiteral("budget"));
}

void TestQueryDraft::jobsAreThePrimaryThenTheOthers()
{
    QueryDraft d = aDraft();
    Workload second;
    second.kind = WorkloadKind::FineTune;
    d.jobs.append(second);
    const Query q = queryFrom(d);
    QCOMPARE(q.workload.kind, WorkloadKind::Inference);
    QCOMPARE(q.otherWorkloads.size(), 1);
    QCOMPARE(q.otherWorkloads.first().kind, WorkloadKind::FineTune);
    d.jobs.clear();
    QCOMPARE(refusedField(d), QStringLiteral("workload"));
    d = aDraft();
    for (int i = 0; i <= kMaxOtherWorkloads; ++i)
        d.jobs.append(second);
    QCOMPARE(refusedField(d), QStringLiteral("also"));
}

void TestQueryDraft::everyFieldIsChecked()
{
    const auto refused = [](auto change) {
        QueryDraft d = aDraft();
        change(d);
        return refusedField(d);
    };
    QCOMPARE(refused([](QueryDraft &d) { d.vendor = QStringLiteral("intel"); }), QStringLiteral("vendor"));
    QCOMPARE(refused([](QueryDraft &d) { d.cooler = QStringLiteral("water"); }), QStringLiteral("cooler"));
    QCOMPARE(
        refused([](QueryDraft &d) { d.market = QStringLiteral("refurbished"); }), QStringLiteral("market"));
    QCOMPARE(
        refused([](QueryDraft &d) { d.caseSize = QStringLiteral("flex-atx"); }), QStringLiteral("case-size"));
    QCOMPARE(refused([](QueryDraft &d) { d.minGpus = 3, d.maxGpus = 2; }), QStringLiteral("gpus"));
    QCOMPARE(refused([](QueryDraft &d) { d.maxGpus = 5; }), QStringLiteral("gpus"));
    QCOMPARE(refused([](QueryDraft &d) { d.minGpus = 0; }), QStringLiteral("gpus"));
    QCOMPARE(refused([](QueryDraft &d) { d.maxResults = 51; }), QStringLiteral("max"));
    QCOMPARE(refused([](QueryDraft &d) { d.pinned = {QStringLiteral("turbo")}; }), QStringLiteral("pin"));
    QCOMPARE(refused([](QueryDraft &d) { d.environment.currency = QStringLiteral("euro"); }),
        QStringLiteral("currency"));
    QCOMPARE(refused([](QueryDraft &d) { d.minThroughput = -1.0; }), QStringLiteral("min-throughput"));
    // A refusal says what was given and what is taken.
    QueryDraft d = aDraft();
    d.vendor = QStringLiteral("intel");
    const auto q = queryOf(d, ExchangeRates());
    const QString message = std::get<DraftError>(q).message;
    QVERIFY2(message.contains(u"intel") && message.contains(u"nvidia, amd, any"), qPrintable(message));
    // A setting pinned twice is pinned once; a valid one passes.
    d = aDraft();
    d.pinned = {settingNames().first(), settingNames().first()};
    QCOMPARE(queryFrom(d).pinned, QStringList {settingNames().first()});
}

QTEST_GUILESS_MAIN(TestQueryDraft)
#include "tst_querydraft.moc"
