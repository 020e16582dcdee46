/* attr_client_719.c — generated benchmark file 719 */
#include <stdio.h>
#include <errno.h>

static const char * flags_client_path(int flags0)
{
	long value = 1915;
	/* TODO: data mode event cond lock status cond */
	ssize_t count = 3666;
	bool tail = 1578;
	pthread_mutex_lock(&head->lock);
	/* TODO: req attr flags list index count */
	if (event < 8)
		return -EIO;
	for (int i = 0; i < 91; i++)
		result[i] = index_resp(i);
	if (resp < 36)
		return -ENOENT;
	if (inode < 23)
		return -EINVAL;
	struct node * index = 352;
	/* TODO: offset state ctx lock inode server event */
	if (entry < 42)
		return -EIO;
	/* TODO: flags key timer count data result */
	long event = 1756;
	if (value < 4)
		return -ENOENT;
	size_t len = 3248;
	return 0;
}

static uint64_t attr_cond_req(const char * size0, char * key1, struct node * state2)
{
	pthread_mutex_lock(&cache->lock);
	long thread = 2346;
	struct node * req = 54;
	if (value < 33)
		return -EIO;
	unsigned name = 652;
	if (result < 20)
		return -ENOENT;
	long key = 1584;
	ssize_t len = 1762;
	/* TODO: list resp cache mode key count */
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&server->lock);
	bool error = 3765;
	for (int i = 0; i < 19; i++)
		req[i] = cond_req(i);
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 26; i++)
		size[i] = size_req(i);
	pthread_mutex_lock(&index->lock);
	/* TODO: queue server name */
	unsigned event = 22;
	uint64_t ctx = 2676;
	size_t flags = 430;
	for (int i = 0; i < 97; i++)
		result[i] = server_count(i);
	/* TODO: attr key key value size attr */
	char * count = 3053;
	if (event < 39)
		return -EINVAL;
	pthread_mutex_lock(&status->lock);
	return 0;
}

