/*
 * A Kafka cluster for tests: librdkafka's mock cluster (Debian's librdkafka-dev), which speaks the
 * Kafka wire protocol on real sockets, so kafkajs talks to it as to any broker.
 *
 *   kafka-mock [--brokers N]
 *
 * Prints "bootstrap <host:port,...>" on stdout once the brokers listen, then serves until its
 * standard input closes (the parent exits or closes the pipe) or it gets SIGTERM/SIGINT.
 * Lines on standard input take brokers down and up, for the fault drill: "down <id>" disconnects
 * broker <id> (-1: every broker) and refuses new connections, keeping its partitions and their
 * messages, as a broker that crashed and comes back from its disk; "up <id>" lets it serve again.
 * Each is answered on stdout with "ok <line>" or "error <line>: <why>".
 * Topics are created by Metadata requests that allow auto-creation (the mock has no CreateTopics).
 * Built by test/setup/global-setup.mjs; started by kafka-mock.ts.
 */
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafka_mock.h>

/*
 * The head of librdkafka's struct rd_kafka_mock_cluster_s (rdkafka_mock_int.h), unchanged from 1.4
 * to 2.x. The mock answers Metadata with ControllerId 0 while its brokers are numbered 1..N, and
 * kafkajs sends InitProducerId (idempotent producer) and admin calls to the controller, failing with
 * "Broker 0 not found"; librdkafka 2.0.2 has no call to set it, so it is set here, after checking
 * that the head looks as expected.
 */
struct mock_cluster_head {
        char id[32];
        rd_kafka_t *rk;
        int32_t controller_id;
};

static volatile sig_atomic_t stopping = 0;

static void on_signal(int signal_number) {
        (void)signal_number;
        stopping = 1;
}

/* One line of standard input: "down <id>" or "up <id>". */
static void obey(rd_kafka_mock_cluster_t *cluster, int broker_count, char *line) {
        char verb[8];
        int broker_id;
        rd_kafka_resp_err_t err;

        if (sscanf(line, "%7s %d", verb, &broker_id) != 2 || broker_id < -1 || broker_id == 0 ||
            broker_id > broker_count) {
                printf("error %s: expected \"down <id>\" or \"up <id>\", id -1 or 1..%d\n", line,
                       broker_count);
        } else if (strcmp(verb, "down") == 0 || strcmp(verb, "up") == 0) {
                err = strcmp(verb, "down") == 0
                          ? rd_kafka_mock_broker_set_down(cluster, broker_id)
                          : rd_kafka_mock_broker_set_up(cluster, broker_id);
                if (err)
                        printf("error %s: %s\n", line, rd_kafka_err2str(err));
                else
                        printf("ok %s\n", line);
        } else {
                printf("error %s: unknown command\n", line);
        }
        fflush(stdout);
}

static int fix_controller_id(rd_kafka_mock_cluster_t *cluster, int broker_count) {
        struct mock_cluster_head *head = (struct mock_cluster_head *)cluster;
        const char prefix[] = "mockCluster";

        if (memchr(head->id, '\0', sizeof(head->id)) == NULL ||
            strncmp(head->id, prefix, sizeof(prefix) - 1) != 0 ||
            head->rk != rd_kafka_mock_cluster_handle(cluster)) {
                fprintf(stderr,
                        "kafka-mock: librdkafka %s lays out its mock cluster differently "
                        "than expected; refusing to start\n",
                        rd_kafka_version_str());
                return -1;
        }
        if (head->controller_id >= 1 && head->controller_id <= broker_count)
                return 0; /* a librdkafka that already names a real broker */
        if (head->controller_id != 0 && head->controller_id != -1) {
                fprintf(stderr, "kafka-mock: unexpected controller id %d; refusing to start\n",
                        (int)head->controller_id);
                return -1;
        }
        /* Before any client connects: the mock thread reads it only to answer Metadata. */
        head->controller_id = 1;
        return 0;
}

int main(int argc, char **argv) {
        int broker_count = 3;
        char error[512];
        rd_kafka_conf_t *conf;
        rd_kafka_t *rk;
        rd_kafka_mock_cluster_t *cluster;
        struct sigaction action;
        int i;

        for (i = 1; i < argc; i++) {
                if (strcmp(argv[i], "--brokers") == 0 && i + 1 < argc)
                        broker_count = atoi(argv[++i]);
                else {
                        fprintf(stderr, "usage: %s [--brokers N]\n", argv[0]);
                        return 2;
                }
        }
        if (broker_count < 1 || broker_count > 16) {
                fprintf(stderr, "kafka-mock: --brokers must be 1..16\n");
                return 2;
        }

        memset(&action, 0, sizeof(action));
        action.sa_handler = on_signal;
        sigaction(SIGTERM, &action, NULL);
        sigaction(SIGINT, &action, NULL);
        signal(SIGPIPE, SIG_IGN);

        /* The cluster needs a client handle to live in; this one never connects anywhere. */
        conf = rd_kafka_conf_new();
        if (rd_kafka_conf_set(conf, "log_level", "3", error, sizeof(error)) != RD_KAFKA_CONF_OK) {
                fprintf(stderr, "kafka-mock: %s\n", error);
                return 1;
        }
        rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, error, sizeof(error));
        if (!rk) {
                fprintf(stderr, "kafka-mock: %s\n", error);
                return 1;
        }
        cluster = rd_kafka_mock_cluster_new(rk, broker_count);
        if (!cluster) {
                fprintf(stderr, "kafka-mock: could not start a mock cluster\n");
                rd_kafka_destroy(rk);
                return 1;
        }
        if (fix_controller_id(cluster, broker_count) != 0) {
                rd_kafka_mock_cluster_destroy(cluster);
                rd_kafka_destroy(rk);
                return 1;
        }

        printf("bootstrap %s\n", rd_kafka_mock_cluster_bootstraps(cluster));
        fflush(stdout);

        char pending[256];
        size_t used = 0;
        while (!stopping) {
                struct pollfd input = {.fd = STDIN_FILENO, .events = POLLIN};
                int ready = poll(&input, 1, 1000);
                if (ready < 0 && errno != EINTR)
                        break;
                if (ready > 0) {
                        char *end;
                        ssize_t got = read(STDIN_FILENO, pending + used, sizeof(pending) - 1 - used);
                        if (got <= 0 && !(got < 0 && errno == EINTR))
                                break; /* the parent is gone or closed the pipe */
                        if (got <= 0)
                                continue;
                        used += (size_t)got;
                        pending[used] = '\0';
                        while ((end = strchr(pending, '\n')) != NULL) {
                                *end = '\0';
                                obey(cluster, broker_count, pending);
                                used -= (size_t)(end + 1 - pending);
                                memmove(pending, end + 1, used + 1);
                        }
                        if (used == sizeof(pending) - 1)
                                used = 0; /* a line too long to be a command: dropped */
                }
        }

        rd_kafka_mock_cluster_destroy(cluster);
        rd_kafka_destroy(rk);
        return 0;
}
