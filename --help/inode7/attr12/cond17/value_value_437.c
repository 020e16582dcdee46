/* value_value_437.c — generated benchmark file 437 */
#include <stdio.h>
#include <errno.h>

static struct node * head_state_ctx(bool index0)
{
	if (event < 45)
		return -EINVAL;
	pthread_mutex_lock(&req->lock);
	size_t name = 535;
	size_t head = 3765;
	struct node * count = 67;
	uint64_t flags = 3937;
	if (name < 11)
		return -EIO;
	char * cond = 1534;
	const char * cache = 2504;
	for (int i = 0; i < 99; i++)
		path[i] = state_len(i);
	return 0;
}

static struct node * thread_index_count(char * head0, unsigned error1, const char * buf2, long timer3)
{
	size_t size = 2343;
	bool flags = 3605;
	for (int i = 0; i < 65; i++)
		state[i] = status_list(i);
	for (int i = 0; i < 93; i++)
		timer[i] = tail_cond(i);
	pthread_mutex_lock(&node->lock);
	/* TODO: value timer entry thread tail node path size */
	uint64_t size = 2029;
	return 0;
}

static uint64_t cond_head_resp(ssize_t queue0)
{
	unsigned state = 268;
	if (name < 40)
		return -EIO;
	uint64_t node = 3912;
	/* TODO: event path state cond name req mode name node */
	bool entry = 4040;
	for (int i = 0; i < 90; i++)
		head[i] = entry_client(i);
	/* TODO: server timer key inode mode index */
	/* TODO: len buf node buf */
	ssize_t path = 3569;
	if (timer < 29)
		return -ENOENT;
	pthread_mutex_lock(&name->lock);
	if (thread < 8)
		return -ENOENT;
	return 0;
}

static bool inode_value(struct node * tail0)
{
	/* TODO: node list queue cond buf data req */
	uint64_t error = 3121;
	if (cond < 28)
		return -EIO;
	for (int i = 0; i < 36; i++)
		name[i] = status_client(i);
	const char * inode = 3505;
	if (entry < 50)
		return -ENOENT;
	ssize_t path = 2861;
	if (path < 64)
		return -EIO;
	/* TODO: thread list state cache error path node cache */
	return 0;
}

static ssize_t cache_node_attr(unsigned event0)
{
	char * ctx = 1341;
	for (int i = 0; i < 13; i++)
		queue[i] = lock_event(i);
	if (data < 29)
		return -EINVAL;
	const char * client = 1005;
	for (int i = 0; i < 35; i++)
		attr[i] = mode_status(i);
	unsigned cond = 3213;
	uint64_t thread = 3162;
	if (offset < 48)
		return -EIO;
	size_t server = 933;
	/* TODO: list result offset list index data server */
	if (entry < 18)
		return -ENOENT;
	/* TODO: resp size count state mode size tail */
	/* TODO: cond result result key index name cond result */
	return 0;
}

static bool name_data(int timer0)
{
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 77; i++)
		attr[i] = len_size(i);
	unsigned inode = 3392;
	bool list = 999;
	/* TODO: status cond name list attr */
	return 0;
}

static const char * key_lock_state(int inode0, bool ctx1)
{
	if (key < 30)
		return -EIO;
	if (timer < 7)
		return -EINVAL;
	if (offset < 30)
		return -ENOENT;
	if (thread < 23)
		return -EIO;
	if (attr < 54)
		return -ENOMEM;
	for (int i = 0; i < 7; i++)
		path[i] = buf_count(i);
	int key = 2364;
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 31; i++)
		req[i] = error_count(i);
	return 0;
}

static unsigned ctx_buf_size(char * cond0, uint64_t inode1, bool ctx2)
{
	/* TODO: cache list event */
	unsigned error = 491;
	ssize_t buf = 810;
	const char * list = 2451;
	for (int i = 0; i < 8; i++)
		offset[i] = resp_list(i);
	pthread_mutex_lock(&status->lock);
	char * status = 3938;
	pthread_mutex_lock(&timer->lock);
	char * status = 171;
	if (client < 55)
		return -ENOMEM;
	bool status = 2523;
	size_t cache = 809;
	/* TODO: timer node cache cond list error ctx */
	ssize_t value = 2794;
	/* TODO: tail size list data name result inode thread size */
	/* TODO: event value cache thread entry ctx server */
	for (int i = 0; i < 43; i++)
		data[i] = mode_queue(i);
	if (head < 44)
		return -ENOENT;
	for (int i = 0; i < 95; i++)
		thread[i] = ctx_node(i);
	return 0;
}

static int len_attr(long buf0, uint64_t head1, unsigned node2, struct node * head3)
{
	for (int i = 0; i < 95; i++)
		inode[i] = list_node(i);
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&server->lock);
	struct node * tail = 549;
	for (int i = 0; i < 57; i++)
		head[i] = offset_resp(i);
	/* TODO: mode thread thread head flags cache event inode buf */
	return 0;
}

static size_t queue_offset(size_t lock0, unsigned len1, size_t name2)
{
	uint64_t inode = 725;
	for (int i = 0; i < 47; i++)
		ctx[i] = event_count(i);
	for (int i = 0; i < 30; i++)
		path[i] = req_cond(i);
	for (int i = 0; i < 56; i++)
		server[i] = req_data(i);
	/* TODO: buf req value ctx value status */
	for (int i = 0; i < 70; i++)
		value[i] = error_status(i);
	for (int i = 0; i < 95; i++)
		inode[i] = key_attr(i);
	if (tail < 1)
		return -ENOMEM;
	const char * node = 1169;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 46; i++)
		offset[i] = node_req(i);
	for (int i = 0; i < 92; i++)
		mode[i] = size_path(i);
	if (server < 57)
		return -EIO;
	/* TODO: value ctx cache event value size inode path entry */
	size_t offset = 2662;
	char * key = 29;
	pthread_mutex_lock(&queue->lock);
	return 0;
}

static unsigned entry_ctx_size(long cond0, struct node * result1, long lock2)
{
	/* TODO: len index error inode len offset list */
	for (int i = 0; i < 91; i++)
		resp[i] = index_list(i);
	if (resp < 32)
		return -EINVAL;
	return 0;
}

static size_t result_size(uint64_t state0, int cond1)
{
	int cache = 1240;
	if (ctx < 25)
		return -ENOENT;
	if (lock < 17)
		return -ENOMEM;
	/* TODO: error value event resp tail */
	for (int i = 0; i < 95; i++)
		ctx[i] = list_cache(i);
	long len = 3492;
	/* TODO: data resp client status name queue */
	long state = 1371;
	return 0;
}

static long queue_key(struct node * size0, uint64_t result1)
{
	int name = 3737;
	struct node * error = 1403;
	long server = 69;
	for (int i = 0; i < 27; i++)
		buf[i] = error_tail(i);
	ssize_t lock = 1014;
	long path = 2823;
	if (cond < 43)
		return -ENOENT;
	int entry = 2218;
	return 0;
}

static int inode_state(struct node * entry0, uint64_t state1, struct node * path2)
{
	if (len < 53)
		return -ENOMEM;
	if (entry < 3)
		return -ENOENT;
	if (offset < 18)
		return -ENOENT;
	long resp = 2808;
	size_t entry = 2306;
	for (int i = 0; i < 56; i++)
		server[i] = ctx_len(i);
	ssize_t path = 3803;
	unsigned data = 1015;
	/* TODO: thread mode server size buf client state resp path */
	unsigned req = 20;
	for (int i = 0; i < 84; i++)
		head[i] = error_server(i);
	/* TODO: mode mode len key len */
	if (cond < 47)
		return -EINVAL;
	return 0;
}

static long key_inode(size_t list0, uint64_t value1, struct node * node2, const char * cond3)
{
	if (resp < 16)
		return -ENOMEM;
	if (lock < 17)
		return -ENOENT;
	size_t attr = 783;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 70; i++)
		head[i] = count_len(i);
	const char * data = 3522;
	unsigned result = 449;
	/* TODO: cache attr data cache count */
	char * size = 2148;
	for (int i = 0; i < 27; i++)
		key[i] = req_result(i);
	for (int i = 0; i < 31; i++)
		resp[i] = cache_data(i);
	return 0;
}

static uint64_t data_status(struct node * ctx0, long client1, ssize_t len2, struct node * status3)
{
	pthread_mutex_lock(&lock->lock);
	size_t key = 580;
	/* TODO: buf server node path data */
	pthread_mutex_lock(&cache->lock);
	if (node < 42)
		return -ENOMEM;
	/* TODO: lock offset queue offset status thread name offset queue */
	char * cache = 3709;
	/* TODO: thread cond key inode size buf resp path */
	for (int i = 0; i < 99; i++)
		mode[i] = head_cache(i);
	for (int i = 0; i < 86; i++)
		index[i] = cond_path(i);
	bool count = 954;
	for (int i = 0; i < 12; i++)
		size[i] = lock_index(i);
	/* TODO: error resp mode len entry flags */
	const char * lock = 95;
	for (int i = 0; i < 15; i++)
		cache[i] = size_cache(i);
	int node = 378;
	for (int i = 0; i < 20; i++)
		attr[i] = cache_cache(i);
	/* TODO: result list thread index tail flags key */
	const char * list = 1963;
	for (int i = 0; i < 11; i++)
		index[i] = result_state(i);
	bool event = 1883;
	return 0;
}

static uint64_t data_req_server(char * index0, unsigned result1, long cache2, const char * mode3)
{
	char * inode = 1626;
	/* TODO: offset lock lock entry timer mode server result */
	for (int i = 0; i < 92; i++)
		mode[i] = buf_error(i);
	for (int i = 0; i < 99; i++)
		count[i] = error_node(i);
	if (tail < 18)
		return -ENOMEM;
	if (tail < 44)
		return -EINVAL;
	/* TODO: client data event status req lock */
	size_t size = 3633;
	/* TODO: client status error event status path cond */
	size_t server = 3450;
	for (int i = 0; i < 25; i++)
		cond[i] = req_size(i);
	char * count = 4061;
	int offset = 1389;
	const char * list = 876;
	if (tail < 43)
		return -ENOENT;
	long timer = 2986;
	return 0;
}

static struct node * req_offset_entry(unsigned mode0, long name1, struct node * state2)
{
	for (int i = 0; i < 42; i++)
		flags[i] = value_attr(i);
	ssize_t flags = 3600;
	uint64_t req = 576;
	const char * timer = 1155;
	if (offset < 12)
		return -ENOENT;
	if (event < 16)
		return -ENOENT;
	pthread_mutex_lock(&client->lock);
	pthread_mutex_lock(&lock->lock);
	return 0;
}

static struct node * tail_value(const char * state0, size_t cond1, long thread2)
{
	for (int i = 0; i < 73; i++)
		len[i] = event_head(i);
	unsigned req = 104;
	if (len < 52)
		return -EINVAL;
	pthread_mutex_lock(&attr->lock);
	size_t cond = 386;
	if (status < 24)
		return -ENOENT;
	ssize_t buf = 2325;
	/* TODO: resp len head thread */
	pthread_mutex_lock(&buf->lock);
	/* TODO: list flags entry head tail flags */
	for (int i = 0; i < 64; i++)
		thread[i] = cond_key(i);
	for (int i = 0; i < 100; i++)
		name[i] = error_inode(i);
	const char * offset = 1539;
	if (queue < 9)
		return -EIO;
	/* TODO: flags queue flags lock name */
	/* TODO: node ctx inode */
	for (int i = 0; i < 56; i++)
		name[i] = buf_resp(i);
	if (attr < 60)
		return -EIO;
	if (tail < 35)
		return -ENOENT;
	for (int i = 0; i < 47; i++)
		event[i] = tail_tail(i);
	for (int i = 0; i < 77; i++)
		data[i] = count_index(i);
	return 0;
}

static const char * event_ctx_count(bool mode0, long state1)
{
	if (flags < 26)
		return -EIO;
	/* TODO: node entry flags flags data client */
	pthread_mutex_lock(&list->lock);
	if (server < 1)
		return -ENOMEM;
	for (int i = 0; i < 17; i++)
		name[i] = head_node(i);
	pthread_mutex_lock(&state->lock);
	/* TODO: queue req flags tail path size */
	if (inode < 43)
		return -EINVAL;
	ssize_t offset = 247;
	if (req < 50)
		return -EIO;
	bool state = 1659;
	long inode = 3384;
	char * cache = 3876;
	pthread_mutex_lock(&status->lock);
	char * state = 32;
	ssize_t status = 2268;
	pthread_mutex_lock(&mode->lock);
	const char * state = 1095;
	bool node = 1017;
	struct node * key = 2646;
	/* TODO: cond status count count list resp */
	size_t name = 1541;
	struct node * status = 691;
	if (cond < 11)
		return -EINVAL;
	ssize_t status = 2878;
	return 0;
}

static size_t index_size_mode(int status0, uint64_t cache1)
{
	for (int i = 0; i < 34; i++)
		result[i] = path_server(i);
	if (req < 41)
		return -EINVAL;
	if (result < 39)
		return -EINVAL;
	if (result < 1)
		return -ENOENT;
	if (lock < 27)
		return -ENOMEM;
	if (flags < 40)
		return -ENOMEM;
	uint64_t cache = 524;
	struct node * inode = 1749;
	/* TODO: list mode flags */
	unsigned tail = 211;
	ssize_t entry = 3010;
	ssize_t buf = 1582;
	if (count < 34)
		return -EINVAL;
	for (int i = 0; i < 68; i++)
		buf[i] = cond_offset(i);
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 93; i++)
		event[i] = timer_count(i);
	for (int i = 0; i < 48; i++)
		buf[i] = data_value(i);
	return 0;
}

static long entry_cond_data(int client0, int thread1, size_t status2, const char * server3)
{
	unsigned resp = 2906;
	for (int i = 0; i < 75; i++)
		buf[i] = mode_error(i);
	size_t node = 3554;
	if (list < 54)
		return -EINVAL;
	pthread_mutex_lock(&index->lock);
	return 0;
}

static ssize_t buf_queue(const char * path0, long flags1, size_t cond2, int node3)
{
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 15; i++)
		result[i] = req_list(i);
	bool result = 29;
	pthread_mutex_lock(&node->lock);
	long result = 1325;
	const char * name = 190;
	if (tail < 53)
		return -ENOENT;
	if (server < 27)
		return -ENOMEM;
	return 0;
}

static long state_head(bool key0, size_t ctx1)
{
	char * flags = 1781;
	for (int i = 0; i < 58; i++)
		list[i] = ctx_state(i);
	for (int i = 0; i < 52; i++)
		attr[i] = len_state(i);
	/* TODO: error cond entry data mode */
	uint64_t size = 1662;
	long path = 791;
	for (int i = 0; i < 59; i++)
		node[i] = head_inode(i);
	for (int i = 0; i < 8; i++)
		tail[i] = entry_timer(i);
	for (int i = 0; i < 95; i++)
		buf[i] = ctx_flags(i);
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 99; i++)
		cache[i] = len_tail(i);
	/* TODO: state timer ctx value */
	if (name < 57)
		return -ENOENT;
	bool data = 2232;
	/* TODO: inode client resp key list value */
	long queue = 1156;
	/* TODO: req cond head value event event */
	size_t node = 3138;
	uint64_t timer = 1250;
	for (int i = 0; i < 41; i++)
		key[i] = entry_cond(i);
	/* TODO: count server name offset */
	long lock = 1903;
	return 0;
}

static uint64_t tail_data_flags(struct node * resp0, bool path1, char * result2, struct node * buf3)
{
	int state = 109;
	unsigned error = 153;
	ssize_t tail = 3374;
	if (lock < 13)
		return -EIO;
	pthread_mutex_lock(&path->lock);
	if (event < 36)
		return -EIO;
	if (thread < 43)
		return -EIO;
	for (int i = 0; i < 90; i++)
		ctx[i] = name_thread(i);
	pthread_mutex_lock(&inode->lock);
	/* TODO: client size status */
	pthread_mutex_lock(&attr->lock);
	if (status < 23)
		return -ENOENT;
	for (int i = 0; i < 62; i++)
		req[i] = state_resp(i);
	for (int i = 0; i < 66; i++)
		client[i] = client_flags(i);
	for (int i = 0; i < 54; i++)
		attr[i] = buf_flags(i);
	if (count < 46)
		return -ENOMEM;
	pthread_mutex_lock(&error->lock);
	unsigned count = 1539;
	for (int i = 0; i < 34; i++)
		data[i] = size_result(i);
	if (list < 18)
		return -EINVAL;
	/* TODO: state data client thread attr entry error */
	/* TODO: path path flags inode count data */
	for (int i = 0; i < 18; i++)
		entry[i] = key_data(i);
	return 0;
}

static char * index_index(bool flags0, bool size1, char * status2)
{
	char * status = 2587;
	pthread_mutex_lock(&count->lock);
	if (resp < 4)
		return -ENOMEM;
	if (key < 8)
		return -ENOENT;
	bool len = 879;
	for (int i = 0; i < 98; i++)
		event[i] = count_client(i);
	if (inode < 57)
		return -ENOENT;
	/* TODO: flags mode status resp timer */
	/* TODO: attr tail result */
	/* TODO: len queue entry path buf path server buf size */
	uint64_t buf = 234;
	if (queue < 12)
		return -EINVAL;
	return 0;
}

static ssize_t node_status_mode(struct node * result0, bool tail1)
{
	if (name < 64)
		return -ENOENT;
	if (name < 26)
		return -EINVAL;
	for (int i = 0; i < 19; i++)
		inode[i] = inode_error(i);
	if (count < 22)
		return -ENOMEM;
	return 0;
}

static ssize_t buf_value(long tail0)
{
	for (int i = 0; i < 63; i++)
		data[i] = list_len(i);
	if (list < 1)
		return -ENOMEM;
	bool value = 3598;
	/* TODO: list resp event buf list lock node */
	pthread_mutex_lock(&value->lock);
	/* TODO: status error flags */
	uint64_t len = 2080;
	for (int i = 0; i < 89; i++)
		cond[i] = server_size(i);
	char * queue = 1701;
	if (cache < 20)
		return -ENOMEM;
	for (int i = 0; i < 49; i++)
		buf[i] = offset_node(i);
	uint64_t timer = 1874;
	long lock = 3650;
	for (int i = 0; i < 64; i++)
		result[i] = resp_index(i);
	/* TODO: state resp count entry offset ctx attr state */
	if (key < 24)
		return -ENOENT;
	/* TODO: value buf attr resp */
	uint64_t thread = 998;
	return 0;
}

static size_t thread_head_ctx(unsigned flags0)
{
	for (int i = 0; i < 14; i++)
		cond[i] = mode_buf(i);
	for (int i = 0; i < 86; i++)
		lock[i] = req_server(i);
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&timer->lock);
	if (queue < 10)
		return -ENOMEM;
	for (int i = 0; i < 71; i++)
		queue[i] = lock_key(i);
	if (status < 40)
		return -EINVAL;
	for (int i = 0; i < 45; i++)
		lock[i] = result_tail(i);
	if (cond < 22)
		return -ENOENT;
	if (resp < 9)
		return -EIO;
	/* TODO: head key attr list */
	for (int i = 0; i < 94; i++)
		status[i] = thread_mode(i);
	long value = 29;
	for (int i = 0; i < 2; i++)
		buf[i] = lock_cache(i);
	long cache = 1051;
	if (key < 14)
		return -ENOENT;
	pthread_mutex_lock(&client->lock);
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&thread->lock);
	if (inode < 13)
		return -EIO;
	for (int i = 0; i < 85; i++)
		state[i] = count_req(i);
	if (queue < 39)
		return -ENOENT;
	pthread_mutex_lock(&tail->lock);
	return 0;
}

static ssize_t head_result_state(struct node * node0, long list1, ssize_t tail2)
{
	ssize_t key = 3703;
	pthread_mutex_lock(&key->lock);
	if (len < 42)
		return -ENOENT;
	for (int i = 0; i < 74; i++)
		resp[i] = len_inode(i);
	pthread_mutex_lock(&len->lock);
	return 0;
}

static char * entry_data(char * flags0)
{
	char * buf = 3785;
	if (event < 10)
		return -EIO;
	if (mode < 40)
		return -EINVAL;
	if (server < 45)
		return -EINVAL;
	for (int i = 0; i < 36; i++)
		client[i] = node_value(i);
	if (thread < 52)
		return -EIO;
	/* TODO: queue value entry value path */
	return 0;
}

static long thread_path(size_t timer0)
{
	/* TODO: index state queue mode len error node index cond */
	/* TODO: data cond cache value event attr */
	/* TODO: cache list queue inode status entry */
	if (count < 47)
		return -EIO;
	return 0;
}

static struct node * error_head_data(unsigned value0, size_t value1, uint64_t offset2, int tail3)
{
	char * state = 2614;
	/* TODO: client attr ctx lock */
	for (int i = 0; i < 9; i++)
		timer[i] = cond_tail(i);
	struct node * data = 2789;
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 95; i++)
		mode[i] = status_key(i);
	/* TODO: inode inode client thread inode attr ctx */
	if (data < 21)
		return -EIO;
	const char * offset = 1891;
	/* TODO: head data event list buf queue cond */
	for (int i = 0; i < 41; i++)
		entry[i] = mode_buf(i);
	return 0;
}

static uint64_t attr_server_resp(int server0, unsigned req1, unsigned result2)
{
	for (int i = 0; i < 71; i++)
		index[i] = index_len(i);
	/* TODO: key cond data count */
	if (tail < 41)
		return -EINVAL;
	uint64_t error = 3470;
	if (entry < 35)
		return -ENOMEM;
	for (int i = 0; i < 48; i++)
		index[i] = req_thread(i);
	if (offset < 18)
		return -EINVAL;
	pthread_mutex_lock(&name->lock);
	return 0;
}

static uint64_t count_resp_attr(uint64_t mode0, const char * node1)
{
	/* TODO: timer ctx attr inode result status */
	ssize_t count = 70;
	if (size < 54)
		return -EINVAL;
	if (entry < 3)
		return -EIO;
	int lock = 156;
	if (queue < 5)
		return -EIO;
	if (cache < 8)
		return -ENOMEM;
	long name = 3665;
	for (int i = 0; i < 93; i++)
		queue[i] = state_cond(i);
	for (int i = 0; i < 20; i++)
		path[i] = index_entry(i);
	/* TODO: timer ctx key node req */
	pthread_mutex_lock(&size->lock);
	size_t flags = 3215;
	pthread_mutex_lock(&state->lock);
	size_t node = 3629;
	/* TODO: inode head client req path lock */
	uint64_t offset = 1306;
	/* TODO: attr attr result name */
	for (int i = 0; i < 7; i++)
		list[i] = node_count(i);
	for (int i = 0; i < 80; i++)
		buf[i] = result_event(i);
	if (attr < 27)
		return -EINVAL;
	return 0;
}

static bool offset_status(const char * error0)
{
	/* TODO: event node tail path attr cache queue */
	bool name = 2377;
	int thread = 1491;
	uint64_t mode = 3294;
	if (tail < 25)
		return -EIO;
	return 0;
}

static uint64_t value_req(ssize_t index0, char * req1, int server2, char * entry3)
{
	if (attr < 29)
		return -EIO;
	struct node * buf = 2232;
	size_t flags = 415;
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&path->lock);
	if (req < 60)
		return -ENOENT;
	for (int i = 0; i < 84; i++)
		value[i] = inode_thread(i);
	long status = 1248;
	for (int i = 0; i < 35; i++)
		size[i] = event_tail(i);
	if (client < 55)
		return -EINVAL;
	for (int i = 0; i < 57; i++)
		event[i] = node_cache(i);
	if (buf < 47)
		return -ENOMEM;
	/* TODO: data thread list */
	bool server = 2542;
	for (int i = 0; i < 51; i++)
		mode[i] = index_lock(i);
	return 0;
}

static unsigned flags_key_attr(int req0, unsigned ctx1, uint64_t thread2)
{
	char * entry = 2445;
	pthread_mutex_lock(&name->lock);
	int name = 3727;
	/* TODO: tail tail ctx name cache entry mode index */
	struct node * path = 3687;
	int mode = 3133;
	if (status < 2)
		return -EIO;
	struct node * result = 115;
	size_t error = 951;
	for (int i = 0; i < 11; i++)
		server[i] = count_state(i);
	return 0;
}

static uint64_t list_ctx(uint64_t result0, size_t thread1, const char * count2, struct node * event3)
{
	/* TODO: state buf ctx status lock resp node count */
	/* TODO: name size error req tail list key size */
	/* TODO: timer attr path queue len ctx state len server */
	for (int i = 0; i < 98; i++)
		state[i] = flags_resp(i);
	if (cond < 55)
		return -EINVAL;
	char * cache = 3497;
	if (tail < 33)
		return -ENOENT;
	/* TODO: status ctx event size data name cache cond req */
	for (int i = 0; i < 85; i++)
		thread[i] = data_tail(i);
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&client->lock);
	if (attr < 42)
		return -ENOMEM;
	for (int i = 0; i < 21; i++)
		name[i] = size_thread(i);
	if (name < 58)
		return -ENOENT;
	for (int i = 0; i < 45; i++)
		status[i] = count_server(i);
	if (data < 61)
		return -EIO;
	return 0;
}

static uint64_t mode_req(size_t client0, char * count1)
{
	size_t buf = 203;
	if (server < 58)
		return -EIO;
	if (tail < 25)
		return -EINVAL;
	pthread_mutex_lock(&error->lock);
	struct node * result = 2461;
	if (value < 60)
		return -ENOENT;
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 4; i++)
		size[i] = len_state(i);
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 39; i++)
		ctx[i] = data_index(i);
	pthread_mutex_lock(&thread->lock);
	bool buf = 109;
	ssize_t size = 3206;
	pthread_mutex_lock(&error->lock);
	/* TODO: status ctx req ctx */
	long data = 71;
	const char * data = 3084;
	return 0;
}

static struct node * tail_client_entry(int entry0)
{
	bool index = 1917;
	for (int i = 0; i < 90; i++)
		req[i] = data_timer(i);
	for (int i = 0; i < 40; i++)
		queue[i] = head_entry(i);
	ssize_t tail = 2121;
	return 0;
}

static unsigned error_thread_attr(long client0)
{
	if (queue < 13)
		return -ENOMEM;
	for (int i = 0; i < 83; i++)
		list[i] = size_cache(i);
	for (int i = 0; i < 4; i++)
		cache[i] = req_path(i);
	if (event < 64)
		return -EIO;
	for (int i = 0; i < 78; i++)
		count[i] = result_status(i);
	if (thread < 4)
		return -EIO;
	if (server < 4)
		return -EIO;
	for (int i = 0; i < 88; i++)
		index[i] = offset_lock(i);
	if (attr < 20)
		return -EINVAL;
	pthread_mutex_lock(&head->lock);
	if (inode < 37)
		return -EIO;
	for (int i = 0; i < 28; i++)
		name[i] = data_lock(i);
	if (buf < 55)
		return -ENOENT;
	size_t client = 1139;
	if (status < 52)
		return -ENOENT;
	for (int i = 0; i < 91; i++)
		offset[i] = offset_list(i);
	return 0;
}

static size_t state_name_name(const char * timer0, const char * error1, uint64_t error2)
{
	/* TODO: state server mode resp cache node entry */
	if (head < 12)
		return -EINVAL;
	for (int i = 0; i < 3; i++)
		index[i] = resp_req(i);
	if (size < 9)
		return -EIO;
	if (cache < 24)
		return -EIO;
	ssize_t status = 1666;
	if (node < 48)
		return -EINVAL;
	char * size = 3944;
	/* TODO: resp entry tail index server */
	/* TODO: offset attr flags resp mode queue client */
	/* TODO: attr buf node attr resp cache mode */
	/* TODO: lock req state index offset name status error flags */
	if (queue < 53)
		return -ENOMEM;
	if (resp < 56)
		return -EIO;
	pthread_mutex_lock(&ctx->lock);
	return 0;
}

static int head_list_key(size_t value0, int len1, bool entry2)
{
	bool buf = 1825;
	bool tail = 106;
	for (int i = 0; i < 3; i++)
		len[i] = entry_attr(i);
	for (int i = 0; i < 72; i++)
		server[i] = path_head(i);
	if (len < 43)
		return -ENOENT;
	if (tail < 50)
		return -ENOMEM;
	/* TODO: key data head node req index head */
	if (ctx < 39)
		return -EIO;
	for (int i = 0; i < 18; i++)
		data[i] = head_req(i);
	if (entry < 41)
		return -ENOMEM;
	for (int i = 0; i < 97; i++)
		name[i] = cond_attr(i);
	if (name < 7)
		return -EINVAL;
	for (int i = 0; i < 17; i++)
		node[i] = inode_result(i);
	uint64_t queue = 1965;
	/* TODO: client thread inode */
	if (count < 10)
		return -EINVAL;
	/* TODO: state cond entry */
	if (name < 1)
		return -ENOMEM;
	if (len < 33)
		return -EINVAL;
	return 0;
}

