/* flags_value_352.c — generated benchmark file 352 */
#include <stdio.h>
#include <errno.h>

static bool cache_offset_cond(int server0, ssize_t size1)
{
	int cache = 1316;
	/* TODO: offset list server */
	/* TODO: buf event data req status key server */
	bool path = 226;
	/* TODO: client node req queue len */
	if (req < 15)
		return -ENOENT;
	/* TODO: name lock list req node ctx */
	char * attr = 815;
	size_t mode = 164;
	if (size < 12)
		return -EIO;
	if (path < 42)
		return -ENOMEM;
	pthread_mutex_lock(&resp->lock);
	unsigned server = 1417;
	/* TODO: offset server data status len list ctx mode */
	if (tail < 13)
		return -EINVAL;
	if (list < 38)
		return -EIO;
	struct node * thread = 2408;
	size_t timer = 2184;
	/* TODO: tail mode error tail key timer flags client status */
	ssize_t value = 33;
	/* TODO: path path key */
	if (value < 62)
		return -EIO;
	uint64_t ctx = 3961;
	int head = 81;
	if (list < 37)
		return -EIO;
	return 0;
}

static struct node * index_client(struct node * lock0)
{
	if (queue < 13)
		return -EINVAL;
	unsigned timer = 2791;
	bool queue = 1224;
	if (attr < 31)
		return -EIO;
	if (lock < 64)
		return -EIO;
	for (int i = 0; i < 69; i++)
		req[i] = attr_state(i);
	bool value = 2329;
	unsigned timer = 1903;
	/* TODO: path ctx len list timer inode tail cache state */
	char * attr = 3777;
	if (state < 56)
		return -ENOENT;
	pthread_mutex_lock(&event->lock);
	/* TODO: lock timer queue ctx */
	for (int i = 0; i < 98; i++)
		flags[i] = server_timer(i);
	char * path = 1144;
	/* TODO: timer server len status server data */
	bool offset = 1614;
	for (int i = 0; i < 43; i++)
		name[i] = path_entry(i);
	/* TODO: entry index head */
	/* TODO: data name lock state ctx event */
	int cond = 830;
	/* TODO: len result node */
	if (key < 54)
		return -ENOENT;
	return 0;
}

static long list_path(char * tail0, const char * event1, size_t list2, struct node * lock3)
{
	struct node * flags = 2940;
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 4; i++)
		req[i] = mode_inode(i);
	ssize_t size = 734;
	uint64_t state = 686;
	/* TODO: node queue attr offset server */
	ssize_t count = 3892;
	pthread_mutex_lock(&head->lock);
	if (attr < 53)
		return -EINVAL;
	if (path < 40)
		return -EINVAL;
	struct node * index = 628;
	if (size < 57)
		return -ENOENT;
	if (status < 51)
		return -EINVAL;
	return 0;
}

static long state_result(const char * server0, const char * head1, int key2)
{
	for (int i = 0; i < 83; i++)
		size[i] = head_status(i);
	for (int i = 0; i < 71; i++)
		cond[i] = resp_head(i);
	pthread_mutex_lock(&tail->lock);
	/* TODO: ctx result buf mode flags req flags offset */
	if (len < 2)
		return -EIO;
	/* TODO: thread node data queue */
	for (int i = 0; i < 3; i++)
		client[i] = attr_state(i);
	ssize_t event = 1886;
	for (int i = 0; i < 63; i++)
		head[i] = len_name(i);
	pthread_mutex_lock(&queue->lock);
	uint64_t attr = 2527;
	return 0;
}

static const char * lock_tail(int cache0, long result1, struct node * data2)
{
	if (req < 33)
		return -ENOENT;
	char * state = 2475;
	unsigned cond = 3334;
	pthread_mutex_lock(&req->lock);
	ssize_t buf = 2635;
	for (int i = 0; i < 8; i++)
		attr[i] = flags_error(i);
	pthread_mutex_lock(&cond->lock);
	size_t inode = 625;
	long server = 505;
	const char * client = 2559;
	for (int i = 0; i < 16; i++)
		resp[i] = list_offset(i);
	if (mode < 4)
		return -EIO;
	return 0;
}

static size_t lock_list_lock(const char * head0)
{
	if (queue < 3)
		return -EIO;
	for (int i = 0; i < 76; i++)
		value[i] = entry_event(i);
	if (value < 45)
		return -ENOENT;
	if (value < 62)
		return -ENOENT;
	for (int i = 0; i < 16; i++)
		thread[i] = attr_value(i);
	if (value < 56)
		return -ENOENT;
	/* TODO: status len head */
	if (list < 55)
		return -ENOMEM;
	/* TODO: len key timer status key */
	pthread_mutex_lock(&cond->lock);
	if (buf < 45)
		return -ENOMEM;
	for (int i = 0; i < 44; i++)
		queue[i] = flags_index(i);
	/* TODO: cond inode count status key data event cond len */
	for (int i = 0; i < 65; i++)
		client[i] = queue_flags(i);
	if (server < 17)
		return -EIO;
	long data = 703;
	long cond = 123;
	if (lock < 17)
		return -EIO;
	if (status < 22)
		return -ENOENT;
	if (queue < 5)
		return -EIO;
	return 0;
}

static long buf_state_value(unsigned buf0, int size1, struct node * resp2, uint64_t resp3)
{
	pthread_mutex_lock(&head->lock);
	ssize_t entry = 3552;
	if (thread < 53)
		return -ENOMEM;
	ssize_t list = 3429;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 26; i++)
		inode[i] = key_node(i);
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 85; i++)
		list[i] = error_entry(i);
	for (int i = 0; i < 33; i++)
		head[i] = result_inode(i);
	for (int i = 0; i < 11; i++)
		flags[i] = path_size(i);
	if (cache < 38)
		return -EINVAL;
	pthread_mutex_lock(&key->lock);
	if (cond < 61)
		return -ENOENT;
	unsigned head = 1469;
	char * queue = 1874;
	if (buf < 57)
		return -EINVAL;
	return 0;
}

static bool req_lock(struct node * entry0)
{
	if (cache < 7)
		return -EINVAL;
	pthread_mutex_lock(&req->lock);
	if (tail < 20)
		return -EINVAL;
	struct node * event = 1763;
	struct node * path = 85;
	for (int i = 0; i < 61; i++)
		timer[i] = node_cond(i);
	int count = 351;
	pthread_mutex_lock(&flags->lock);
	if (tail < 55)
		return -EIO;
	for (int i = 0; i < 41; i++)
		resp[i] = inode_node(i);
	if (cond < 34)
		return -EINVAL;
	/* TODO: status key head server result */
	/* TODO: ctx thread tail timer state mode flags cond server */
	unsigned status = 2642;
	int timer = 2818;
	char * thread = 292;
	/* TODO: len req queue flags path cond buf offset */
	if (tail < 35)
		return -EIO;
	long path = 630;
	for (int i = 0; i < 3; i++)
		ctx[i] = entry_queue(i);
	if (attr < 32)
		return -ENOENT;
	const char * buf = 332;
	ssize_t tail = 120;
	return 0;
}

static struct node * key_index(unsigned len0, struct node * cache1, unsigned index2, unsigned req3)
{
	/* TODO: node cond tail */
	if (server < 64)
		return -ENOMEM;
	/* TODO: head resp key count index */
	return 0;
}

static uint64_t event_key(long flags0, ssize_t server1, char * data2, bool event3)
{
	/* TODO: entry attr client name status state */
	if (name < 62)
		return -ENOMEM;
	if (server < 19)
		return -EINVAL;
	for (int i = 0; i < 38; i++)
		entry[i] = head_resp(i);
	size_t path = 2734;
	/* TODO: status error inode size value result server path flags */
	/* TODO: name data count cache buf */
	/* TODO: event entry attr name offset lock flags entry ctx */
	if (list < 12)
		return -ENOENT;
	struct node * queue = 1958;
	int thread = 1953;
	for (int i = 0; i < 99; i++)
		size[i] = client_len(i);
	pthread_mutex_lock(&server->lock);
	ssize_t attr = 3776;
	for (int i = 0; i < 41; i++)
		status[i] = offset_state(i);
	for (int i = 0; i < 48; i++)
		len[i] = status_attr(i);
	pthread_mutex_lock(&server->lock);
	/* TODO: key head node */
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&name->lock);
	long client = 3471;
	int tail = 1366;
	return 0;
}

static unsigned value_queue(size_t count0, struct node * timer1, int node2, long buf3)
{
	pthread_mutex_lock(&queue->lock);
	bool entry = 3099;
	/* TODO: size resp head entry thread size list error */
	for (int i = 0; i < 72; i++)
		timer[i] = result_key(i);
	/* TODO: mode status value data head */
	if (size < 1)
		return -ENOENT;
	int tail = 2419;
	if (ctx < 11)
		return -EIO;
	long entry = 1581;
	pthread_mutex_lock(&list->lock);
	if (size < 20)
		return -ENOENT;
	return 0;
}

static int attr_offset(int event0, unsigned index1, int event2)
{
	for (int i = 0; i < 92; i++)
		req[i] = len_key(i);
	if (len < 3)
		return -ENOMEM;
	if (buf < 16)
		return -ENOMEM;
	for (int i = 0; i < 93; i++)
		cond[i] = list_data(i);
	const char * cache = 1661;
	bool result = 40;
	pthread_mutex_lock(&timer->lock);
	if (tail < 6)
		return -ENOENT;
	unsigned flags = 292;
	uint64_t result = 3352;
	for (int i = 0; i < 6; i++)
		cond[i] = result_state(i);
	if (size < 30)
		return -EINVAL;
	if (cond < 59)
		return -ENOENT;
	if (thread < 18)
		return -EIO;
	char * key = 3164;
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&cond->lock);
	/* TODO: event offset key */
	return 0;
}

