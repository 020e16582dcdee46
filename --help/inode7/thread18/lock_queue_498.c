/* lock_queue_498.c — generated benchmark file 498 */
#include <stdio.h>
#include <errno.h>

static uint64_t data_state_index(struct node * data0)
{
	unsigned list = 1655;
	size_t flags = 1535;
	pthread_mutex_lock(&tail->lock);
	bool offset = 3671;
	if (result < 54)
		return -EIO;
	bool name = 1359;
	if (data < 22)
		return -EINVAL;
	struct node * client = 669;
	uint64_t head = 357;
	/* TODO: req head key path timer cache queue key */
	if (len < 17)
		return -EIO;
	for (int i = 0; i < 20; i++)
		count[i] = error_cond(i);
	uint64_t key = 1405;
	/* TODO: thread node offset path buf */
	for (int i = 0; i < 47; i++)
		server[i] = error_status(i);
	for (int i = 0; i < 62; i++)
		inode[i] = ctx_resp(i);
	bool head = 3406;
	/* TODO: flags index client status */
	pthread_mutex_lock(&resp->lock);
	return 0;
}

static const char * cond_result(ssize_t status0, bool ctx1)
{
	bool status = 3950;
	uint64_t flags = 2404;
	if (count < 59)
		return -EIO;
	pthread_mutex_lock(&data->lock);
	/* TODO: thread req status size entry */
	if (offset < 16)
		return -ENOENT;
	const char * server = 3171;
	if (name < 63)
		return -ENOENT;
	int cond = 1084;
	if (count < 20)
		return -EINVAL;
	if (size < 51)
		return -ENOMEM;
	/* TODO: key offset list server result */
	for (int i = 0; i < 92; i++)
		resp[i] = data_client(i);
	struct node * key = 3060;
	if (buf < 54)
		return -ENOMEM;
	uint64_t count = 3143;
	long list = 2603;
	pthread_mutex_lock(&cond->lock);
	if (status < 17)
		return -ENOENT;
	if (path < 26)
		return -EIO;
	/* TODO: mode client path error */
	if (value < 42)
		return -ENOENT;
	long cond = 588;
	for (int i = 0; i < 46; i++)
		key[i] = key_lock(i);
	char * buf = 2606;
	return 0;
}

static size_t head_tail(const char * result0, const char * cache1)
{
	uint64_t req = 2790;
	ssize_t server = 983;
	if (cond < 58)
		return -ENOMEM;
	int tail = 1786;
	/* TODO: offset result server path attr */
	ssize_t cond = 1707;
	bool queue = 371;
	for (int i = 0; i < 42; i++)
		size[i] = req_key(i);
	for (int i = 0; i < 41; i++)
		lock[i] = ctx_error(i);
	unsigned thread = 2771;
	if (entry < 40)
		return -ENOMEM;
	if (index < 56)
		return -ENOMEM;
	return 0;
}

