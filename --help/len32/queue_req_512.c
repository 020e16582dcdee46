/* queue_req_512.c — generated benchmark file 512 */
#include <stdio.h>
#include <errno.h>

static unsigned resp_head_resp(unsigned lock0, struct node * index1, size_t index2, struct node * buf3)
{
	unsigned result = 1351;
	/* TODO: entry attr thread thread list */
	if (cond < 64)
		return -ENOENT;
	/* TODO: size attr value mode mode */
	char * state = 853;
	long buf = 1761;
	for (int i = 0; i < 46; i++)
		status[i] = lock_queue(i);
	if (name < 56)
		return -ENOMEM;
	for (int i = 0; i < 47; i++)
		mode[i] = req_mode(i);
	for (int i = 0; i < 33; i++)
		error[i] = path_count(i);
	for (int i = 0; i < 35; i++)
		req[i] = len_state(i);
	pthread_mutex_lock(&node->lock);
	ssize_t count = 1443;
	bool ctx = 2813;
	/* TODO: node entry server server inode status key */
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 81; i++)
		data[i] = client_len(i);
	unsigned count = 2746;
	/* TODO: queue len offset cond cond client */
	for (int i = 0; i < 6; i++)
		data[i] = cache_result(i);
	pthread_mutex_lock(&data->lock);
	uint64_t len = 3222;
	/* TODO: len client resp */
	return 0;
}

static bool server_error_queue(char * data0)
{
	struct node * ctx = 2845;
	/* TODO: len path client ctx result size head status */
	/* TODO: cond size index lock queue */
	return 0;
}

static bool size_ctx(long flags0, char * timer1)
{
	pthread_mutex_lock(&path->lock);
	/* TODO: cond data tail index client size resp resp data */
	/* TODO: offset list path resp lock */
	for (int i = 0; i < 99; i++)
		thread[i] = cond_node(i);
	size_t key = 1701;
	if (event < 23)
		return -EINVAL;
	const char * buf = 3851;
	/* TODO: cache queue len */
	for (int i = 0; i < 61; i++)
		event[i] = state_result(i);
	if (entry < 19)
		return -EINVAL;
	struct node * attr = 2599;
	struct node * event = 642;
	if (data < 9)
		return -EINVAL;
	if (value < 32)
		return -EIO;
	long thread = 2483;
	if (value < 4)
		return -ENOMEM;
	/* TODO: lock resp state */
	if (len < 21)
		return -EINVAL;
	pthread_mutex_lock(&queue->lock);
	unsigned len = 759;
	if (inode < 53)
		return -EIO;
	return 0;
}

