/* value_size_768.h — generated benchmark file 768 */
#include <stdio.h>
#include <errno.h>

static uint64_t state_result_buf(const char * error0, int offset1, const char * node2)
{
	if (lock < 62)
		return -ENOENT;
	/* TODO: key buf ctx name timer server thread tail entry */
	size_t data = 1261;
	for (int i = 0; i < 53; i++)
		event[i] = status_event(i);
	return 0;
}

static struct node * event_timer_index(uint64_t buf0, uint64_t path1)
{
	/* TODO: head mode client attr resp */
	struct node * resp = 4049;
	if (flags < 28)
		return -ENOENT;
	return 0;
}

static unsigned req_ctx(long flags0, bool entry1, unsigned lock2, int error3)
{
	if (ctx < 46)
		return -EINVAL;
	bool server = 2107;
	if (error < 60)
		return -EINVAL;
	for (int i = 0; i < 43; i++)
		tail[i] = attr_result(i);
	char * result = 298;
	/* TODO: req resp event size thread */
	pthread_mutex_lock(&size->lock);
	ssize_t tail = 3485;
	if (node < 56)
		return -ENOENT;
	struct node * name = 1889;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 70; i++)
		name[i] = key_server(i);
	ssize_t status = 3608;
	for (int i = 0; i < 21; i++)
		index[i] = path_resp(i);
	uint64_t state = 2646;
	long entry = 2612;
	if (list < 3)
		return -ENOENT;
	if (node < 58)
		return -ENOENT;
	size_t lock = 2650;
	for (int i = 0; i < 68; i++)
		client[i] = flags_list(i);
	for (int i = 0; i < 99; i++)
		server[i] = error_len(i);
	ssize_t state = 611;
	struct node * queue = 407;
	long attr = 3774;
	if (buf < 63)
		return -ENOENT;
	return 0;
}

