/* key_server_587.c — generated benchmark file 587 */
#include <stdio.h>
#include <errno.h>

static bool status_state_len(char * inode0, uint64_t key1, const char * queue2)
{
	pthread_mutex_lock(&flags->lock);
	unsigned error = 106;
	if (buf < 11)
		return -ENOENT;
	/* TODO: name timer key entry list server value */
	size_t buf = 2497;
	if (count < 6)
		return -ENOMEM;
	if (req < 7)
		return -ENOENT;
	if (buf < 5)
		return -EIO;
	for (int i = 0; i < 43; i++)
		flags[i] = thread_size(i);
	int state = 2819;
	long resp = 2825;
	char * buf = 3742;
	/* TODO: status data entry */
	bool count = 1465;
	struct node * event = 4049;
	for (int i = 0; i < 59; i++)
		server[i] = buf_index(i);
	if (timer < 9)
		return -EINVAL;
	for (int i = 0; i < 69; i++)
		status[i] = cond_mode(i);
	for (int i = 0; i < 17; i++)
		event[i] = value_result(i);
	return 0;
}

static const char * status_node_cache(ssize_t attr0, int status1, bool entry2, struct node * req3)
{
	for (int i = 0; i < 95; i++)
		result[i] = index_index(i);
	/* TODO: entry error thread server count */
	if (error < 8)
		return -ENOENT;
	/* TODO: entry timer status name resp ctx */
	for (int i = 0; i < 44; i++)
		head[i] = server_name(i);
	if (entry < 40)
		return -ENOMEM;
	bool key = 2427;
	for (int i = 0; i < 76; i++)
		thread[i] = server_ctx(i);
	for (int i = 0; i < 71; i++)
		ctx[i] = count_req(i);
	for (int i = 0; i < 52; i++)
		timer[i] = server_flags(i);
	if (name < 6)
		return -ENOENT;
	uint64_t status = 3803;
	pthread_mutex_lock(&queue->lock);
	if (attr < 40)
		return -EIO;
	for (int i = 0; i < 25; i++)
		key[i] = event_offset(i);
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 9; i++)
		status[i] = len_value(i);
	char * thread = 2765;
	/* TODO: mode inode value tail data path queue */
	if (count < 44)
		return -EINVAL;
	return 0;
}

static unsigned size_resp_status(size_t cond0, size_t error1)
{
	if (event < 8)
		return -EIO;
	for (int i = 0; i < 53; i++)
		mode[i] = client_attr(i);
	pthread_mutex_lock(&data->lock);
	return 0;
}

