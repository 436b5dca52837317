import { switchedOffNotice } from "../switched-off-notice"

const off = {
  id: "wh_1",
  name: "ERP orders",
  url: "https://erp.example.com/hooks",
  integration_id: null,
  user_id: "user_1",
}
const at = new Date("2026-12-07T10:00:00Z")

describe("the feed notice of a webhook switched off", () => {
  it("names the admin user who owns it and addresses them", () => {
    const notice = switchedOffNotice(
      off,
      { kind: "user", email: "clerk@shop.example" },
      at
    )
    expect(notice).toMatchObject({
      to: "clerk@shop.example",
      channel: "feed",
      resource_id: "wh_1",
      data: { title: "A webhook was switched off", webhook_id: "wh_1" },
    })
    expect(String(notice.data?.description)).toContain(
      'Webhook "ERP orders" of clerk@shop.example (https://erp.example.com/hooks) failed for 24 hours'
    )
  })

  it("names the integration that owns it", () => {
    const notice = switchedOffNotice(
      { ...off, integration_id: "int_1", user_id: null },
      { kind: "integration", label: "SAP" },
      at
    )
    expect(notice.to).toBe("")
    expect(String(notice.data?.description)).toContain(
      'Webhook "ERP orders" of integration "SAP"'
    )
  })

  it("says no owner where the console registered it or the owner is gone", () => {
    const notice = switchedOffNotice(off, null, at)
    expect(String(notice.data?.description)).toContain(
      'Webhook "ERP orders" (https://erp.example.com/hooks)'
    )
  })
})
