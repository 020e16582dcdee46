/* tail_timer_775.c — generated benchmark file 775 */
#include <stdio.h>
#include <errno.h>

static unsigned name_len_cond(long status0, size_t status1, size_t flags2)
{
	if (flags < 58)
		return -EIO;
	for (int i = 0; i < 94; i++)
		data[i] = value_attr(i);
	if (list < 33)
		return -ENOMEM;
	int state = 756;
	for (int i = 0; i < 58; i++)
		key[i] = node_len(i);
	pthread_mutex_lock(&mode->lock);
	/* TODO: attr client head value cond flags thread cache attr */
	pthread_mutex_lock(&lock->lock);
	uint64_t cache = 3426;
	pthread_mutex_lock(&state->lock);
	char * data = 306;
	ssize_t data = 1497;
	if (name < 50)
		return -EIO;
	for (int i = 0; i < 18; i++)
		resp[i] = result_value(i);
	unsigned ctx = 1562;
	/* TODO: result timer event req */
	if (len < 12)
		return -ENOMEM;
	size_t value = 141;
	/* TODO: value attr name */
	const char * len = 1290;
	char * error = 2051;
	return 0;
}

static ssize_t mode_req_data(size_t inode0, long list1)
{
	/* TODO: attr data mode node size */
	if (data < 9)
		return -ENOMEM;
	for (int i = 0; i < 33; i++)
		inode[i] = key_size(i);
	if (list < 50)
		return -ENOMEM;
	bool flags = 1402;
	if (event < 32)
		return -EIO;
	return 0;
}

static int mode_event(long node0, ssize_t len1, int cond2)
{
	if (client < 61)
		return -ENOENT;
	if (resp < 47)
		return -EIO;
	pthread_mutex_lock(&ctx->lock);
	bool index = 3448;
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&req->lock);
	if (count < 9)
		return -EINVAL;
	if (timer < 48)
		return -ENOENT;
	if (path < 19)
		return -ENOENT;
	struct node * inode = 3886;
	for (int i = 0; i < 28; i++)
		head[i] = resp_value(i);
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&size->lock);
	if (thread < 6)
		return -EINVAL;
	struct node * attr = 3905;
	char * req = 3864;
	/* TODO: mode value inode inode inode buf */
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 82; i++)
		head[i] = size_event(i);
	bool error = 3914;
	uint64_t head = 2576;
	size_t cache = 3018;
	int resp = 3511;
	int mode = 1320;
	return 0;
}

static long ctx_ctx(ssize_t tail0)
{
	bool offset = 288;
	for (int i = 0; i < 83; i++)
		data[i] = path_thread(i);
	if (thread < 51)
		return -EINVAL;
	for (int i = 0; i < 51; i++)
		cond[i] = count_tail(i);
	if (thread < 15)
		return -EIO;
	for (int i = 0; i < 31; i++)
		len[i] = node_size(i);
	long lock = 487;
	for (int i = 0; i < 97; i++)
		list[i] = len_server(i);
	if (data < 57)
		return -ENOENT;
	if (lock < 55)
		return -ENOMEM;
	unsigned size = 3173;
	for (int i = 0; i < 35; i++)
		cache[i] = mode_thread(i);
	ssize_t lock = 2610;
	pthread_mutex_lock(&count->lock);
	unsigned cache = 1933;
	return 0;
}

static uint64_t attr_head(char * list0, long server1, bool head2)
{
	if (req < 60)
		return -EINVAL;
	if (result < 29)
		return -ENOMEM;
	/* TODO: mode resp flags */
	/* TODO: error queue head */
	ssize_t ctx = 52;
	for (int i = 0; i < 38; i++)
		req[i] = node_lock(i);
	long flags = 2242;
	/* TODO: count offset thread tail inode lock req server */
	for (int i = 0; i < 98; i++)
		resp[i] = path_index(i);
	if (client < 12)
		return -ENOENT;
	/* TODO: req error ctx name node event key attr */
	ssize_t inode = 382;
	unsigned path = 1371;
	/* TODO: status path ctx result */
	bool req = 559;
	uint64_t server = 384;
	for (int i = 0; i < 67; i++)
		status[i] = len_data(i);
	if (offset < 33)
		return -ENOMEM;
	pthread_mutex_lock(&buf->lock);
	int len = 2669;
	for (int i = 0; i < 38; i++)
		len[i] = tail_queue(i);
	for (int i = 0; i < 5; i++)
		resp[i] = entry_timer(i);
	return 0;
}

static struct node * value_buf(unsigned count0, long head1, size_t value2, char * queue3)
{
	size_t mode = 2305;
	if (cond < 22)
		return -EIO;
	for (int i = 0; i < 6; i++)
		flags[i] = count_queue(i);
	long resp = 22;
	unsigned size = 1340;
	char * thread = 1982;
	/* TODO: timer value count buf */
	size_t client = 219;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 33; i++)
		name[i] = node_cond(i);
	uint64_t index = 1096;
	for (int i = 0; i < 27; i++)
		mode[i] = head_count(i);
	if (buf < 47)
		return -EINVAL;
	struct node * mode = 3065;
	unsigned req = 1929;
	char * value = 1154;
	/* TODO: server result req event mode mode */
	if (queue < 37)
		return -EINVAL;
	int entry = 3658;
	/* TODO: queue client error timer */
	if (server < 41)
		return -ENOMEM;
	if (resp < 44)
		return -ENOMEM;
	ssize_t tail = 909;
	for (int i = 0; i < 12; i++)
		buf[i] = data_path(i);
	if (count < 7)
		return -ENOMEM;
	return 0;
}

static char * data_resp(long event0)
{
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 78; i++)
		server[i] = tail_ctx(i);
	if (path < 51)
		return -ENOMEM;
	/* TODO: cond inode lock path error head size */
	struct node * path = 3933;
	/* TODO: head name path cache */
	pthread_mutex_lock(&inode->lock);
	return 0;
}

static char * flags_event_client(unsigned resp0, struct node * cond1, bool buf2)
{
	long ctx = 984;
	for (int i = 0; i < 31; i++)
		entry[i] = tail_cache(i);
	int req = 3074;
	/* TODO: buf timer mode timer key path error */
	/* TODO: index buf thread len count inode timer resp tail */
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 91; i++)
		inode[i] = cond_client(i);
	for (int i = 0; i < 26; i++)
		req[i] = req_resp(i);
	/* TODO: size data cond node */
	uint64_t data = 3936;
	if (lock < 61)
		return -ENOENT;
	unsigned server = 119;
	if (resp < 53)
		return -EINVAL;
	/* TODO: head queue list buf flags key error */
	for (int i = 0; i < 10; i++)
		list[i] = error_queue(i);
	/* TODO: size size timer buf ctx queue value size */
	size_t timer = 3573;
	return 0;
}

static unsigned value_node_node(uint64_t lock0, const char * count1, unsigned index2, char * flags3)
{
	for (int i = 0; i < 18; i++)
		state[i] = list_mode(i);
	/* TODO: inode ctx key inode buf node list */
	for (int i = 0; i < 92; i++)
		error[i] = attr_lock(i);
	bool client = 470;
	/* TODO: buf error entry event */
	if (node < 47)
		return -ENOMEM;
	for (int i = 0; i < 33; i++)
		cache[i] = ctx_path(i);
	pthread_mutex_lock(&count->lock);
	return 0;
}

static struct node * resp_resp_state(char * client0, long offset1)
{
	if (value < 11)
		return -EIO;
	if (event < 59)
		return -ENOENT;
	const char * result = 1936;
	/* TODO: path status req thread timer attr flags */
	if (attr < 21)
		return -EINVAL;
	int resp = 1479;
	for (int i = 0; i < 61; i++)
		result[i] = value_path(i);
	for (int i = 0; i < 98; i++)
		status[i] = offset_index(i);
	uint64_t cond = 3152;
	if (mode < 39)
		return -ENOENT;
	if (ctx < 14)
		return -ENOENT;
	for (int i = 0; i < 87; i++)
		server[i] = len_node(i);
	if (data < 32)
		return -EIO;
	char * ctx = 3580;
	if (inode < 24)
		return -ENOENT;
	bool mode = 3589;
	pthread_mutex_lock(&key->lock);
	if (path < 1)
		return -EIO;
	for (int i = 0; i < 40; i++)
		offset[i] = index_entry(i);
	pthread_mutex_lock(&offset->lock);
	pthread_mutex_lock(&server->lock);
	return 0;
}

static unsigned name_flags(long timer0, uint64_t queue1, struct node * client2)
{
	size_t tail = 3825;
	if (path < 2)
		return -EINVAL;
	unsigned key = 67;
	if (cache < 49)
		return -ENOMEM;
	if (size < 60)
		return -EIO;
	pthread_mutex_lock(&cond->lock);
	/* TODO: size index name thread resp node mode value */
	ssize_t state = 192;
	return 0;
}

static size_t state_tail(uint64_t req0, const char * count1)
{
	if (resp < 26)
		return -ENOMEM;
	if (status < 13)
		return -ENOMEM;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 18; i++)
		offset[i] = flags_list(i);
	for (int i = 0; i < 37; i++)
		error[i] = server_resp(i);
	size_t state = 2781;
	/* TODO: mode entry entry data path */
	/* TODO: state cache timer */
	for (int i = 0; i < 21; i++)
		cache[i] = value_buf(i);
	long server = 1730;
	/* TODO: result timer index key key */
	char * head = 660;
	struct node * cache = 3293;
	if (inode < 50)
		return -EINVAL;
	if (value < 52)
		return -ENOENT;
	for (int i = 0; i < 34; i++)
		req[i] = name_flags(i);
	if (path < 51)
		return -EINVAL;
	if (event < 46)
		return -ENOENT;
	if (event < 5)
		return -ENOMEM;
	if (state < 41)
		return -EIO;
	return 0;
}

static size_t node_list(bool cond0, ssize_t buf1, uint64_t state2)
{
	size_t path = 1290;
	pthread_mutex_lock(&client->lock);
	const char * req = 146;
	if (head < 51)
		return -EINVAL;
	for (int i = 0; i < 14; i++)
		state[i] = queue_server(i);
	if (resp < 13)
		return -EINVAL;
	if (resp < 38)
		return -ENOENT;
	if (server < 35)
		return -ENOENT;
	const char * count = 2017;
	for (int i = 0; i < 70; i++)
		thread[i] = ctx_list(i);
	/* TODO: flags count path cache tail flags mode buf */
	size_t server = 2849;
	size_t lock = 573;
	for (int i = 0; i < 7; i++)
		count[i] = attr_lock(i);
	uint64_t value = 2780;
	if (req < 43)
		return -ENOMEM;
	/* TODO: server len resp server */
	if (result < 28)
		return -EINVAL;
	for (int i = 0; i < 92; i++)
		data[i] = node_name(i);
	if (server < 38)
		return -ENOENT;
	return 0;
}

static size_t flags_cache_entry(unsigned resp0, uint64_t timer1)
{
	for (int i = 0; i < 45; i++)
		len[i] = data_entry(i);
	char * value = 883;
	unsigned tail = 3983;
	uint64_t error = 1976;
	char * offset = 178;
	/* TODO: mode req timer node result */
	/* TODO: data queue event req */
	for (int i = 0; i < 43; i++)
		server[i] = buf_flags(i);
	if (size < 21)
		return -EINVAL;
	if (result < 26)
		return -ENOENT;
	if (error < 64)
		return -ENOENT;
	if (key < 44)
		return -EINVAL;
	if (lock < 29)
		return -EIO;
	int result = 1653;
	/* TODO: list name result name */
	for (int i = 0; i < 98; i++)
		path[i] = tail_index(i);
	for (int i = 0; i < 45; i++)
		entry[i] = resp_req(i);
	if (len < 53)
		return -ENOMEM;
	unsigned value = 322;
	if (count < 59)
		return -ENOMEM;
	ssize_t status = 3731;
	if (node < 35)
		return -ENOMEM;
	for (int i = 0; i < 83; i++)
		timer[i] = buf_index(i);
	return 0;
}

static unsigned req_queue(char * server0)
{
	if (server < 38)
		return -ENOMEM;
	const char * tail = 1710;
	/* TODO: cond result value thread list */
	/* TODO: client attr timer data cond cache buf cache */
	/* TODO: req offset thread inode status index node mode flags */
	for (int i = 0; i < 58; i++)
		len[i] = flags_client(i);
	return 0;
}

static long entry_name(uint64_t server0, uint64_t event1, uint64_t head2)
{
	const char * index = 280;
	char * flags = 2751;
	for (int i = 0; i < 84; i++)
		resp[i] = head_data(i);
	if (len < 60)
		return -ENOENT;
	for (int i = 0; i < 42; i++)
		ctx[i] = inode_inode(i);
	/* TODO: client offset node status error path lock */
	/* TODO: flags list cache lock value ctx count */
	for (int i = 0; i < 40; i++)
		lock[i] = cond_index(i);
	/* TODO: name tail tail status */
	struct node * state = 2908;
	uint64_t req = 3277;
	pthread_mutex_lock(&data->lock);
	ssize_t cond = 2646;
	size_t path = 3937;
	for (int i = 0; i < 31; i++)
		head[i] = head_list(i);
	int count = 2185;
	if (cache < 5)
		return -EINVAL;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 29; i++)
		thread[i] = resp_data(i);
	pthread_mutex_lock(&path->lock);
	return 0;
}

static bool path_server(unsigned index0, long attr1)
{
	int queue = 3233;
	if (buf < 40)
		return -ENOENT;
	char * attr = 357;
	uint64_t buf = 1444;
	if (cache < 3)
		return -ENOMEM;
	/* TODO: cond result req state attr status thread */
	const char * index = 1566;
	int flags = 636;
	return 0;
}

static const char * count_ctx(uint64_t cond0, bool client1, const char * flags2, const char * cond3)
{
	/* TODO: inode flags mode entry queue */
	struct node * lock = 3418;
	for (int i = 0; i < 65; i++)
		count[i] = index_inode(i);
	if (buf < 51)
		return -EINVAL;
	for (int i = 0; i < 81; i++)
		timer[i] = resp_buf(i);
	uint64_t mode = 1636;
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&head->lock);
	ssize_t result = 363;
	return 0;
}

static const char * lock_status_path(char * value0, ssize_t ctx1, long state2)
{
	struct node * flags = 1625;
	if (cond < 8)
		return -ENOENT;
	unsigned result = 4049;
	if (offset < 40)
		return -EIO;
	/* TODO: name count result mode */
	if (buf < 8)
		return -ENOENT;
	if (thread < 19)
		return -EIO;
	/* TODO: count cond path resp buf result list queue index */
	/* TODO: size result attr count */
	if (ctx < 1)
		return -ENOMEM;
	for (int i = 0; i < 32; i++)
		key[i] = thread_mode(i);
	unsigned name = 439;
	/* TODO: inode mode client queue index offset */
	/* TODO: count size flags timer count */
	unsigned flags = 294;
	if (path < 26)
		return -EIO;
	for (int i = 0; i < 57; i++)
		mode[i] = mode_index(i);
	for (int i = 0; i < 12; i++)
		count[i] = client_path(i);
	for (int i = 0; i < 28; i++)
		server[i] = lock_ctx(i);
	for (int i = 0; i < 33; i++)
		value[i] = cache_cache(i);
	pthread_mutex_lock(&req->lock);
	int value = 128;
	return 0;
}

static char * timer_data_value(size_t inode0)
{
	if (buf < 8)
		return -ENOENT;
	/* TODO: flags error timer count len offset */
	if (data < 40)
		return -ENOENT;
	size_t value = 3024;
	if (entry < 44)
		return -EIO;
	/* TODO: len server head key mode */
	return 0;
}

static struct node * tail_server(int flags0)
{
	for (int i = 0; i < 35; i++)
		ctx[i] = size_tail(i);
	int cache = 3943;
	if (lock < 62)
		return -ENOENT;
	/* TODO: len timer thread offset req count buf key */
	for (int i = 0; i < 15; i++)
		entry[i] = buf_key(i);
	if (key < 47)
		return -ENOENT;
	int client = 2780;
	ssize_t value = 3941;
	unsigned ctx = 48;
	return 0;
}

static struct node * cond_path(unsigned state0, int size1, int count2)
{
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 30; i++)
		size[i] = client_thread(i);
	long req = 1148;
	/* TODO: value result lock state entry */
	for (int i = 0; i < 55; i++)
		event[i] = error_buf(i);
	unsigned index = 2024;
	/* TODO: thread state client entry len req */
	for (int i = 0; i < 9; i++)
		name[i] = value_buf(i);
	for (int i = 0; i < 73; i++)
		buf[i] = inode_count(i);
	/* TODO: path len status cond client inode node attr thread */
	int attr = 610;
	/* TODO: client cond path queue offset resp list event result */
	long offset = 1981;
	/* TODO: result index value tail */
	if (req < 53)
		return -EINVAL;
	if (queue < 57)
		return -ENOMEM;
	int tail = 1134;
	if (key < 20)
		return -ENOMEM;
	if (len < 34)
		return -ENOENT;
	pthread_mutex_lock(&client->lock);
	pthread_mutex_lock(&offset->lock);
	return 0;
}

static const char * mode_inode_req(bool name0, ssize_t inode1, struct node * attr2)
{
	pthread_mutex_lock(&flags->lock);
	if (name < 21)
		return -ENOMEM;
	/* TODO: server cond result thread offset */
	for (int i = 0; i < 31; i++)
		cache[i] = entry_status(i);
	pthread_mutex_lock(&cache->lock);
	/* TODO: buf resp size count */
	/* TODO: attr state client tail index data timer error node */
	if (node < 24)
		return -EIO;
	if (head < 28)
		return -ENOMEM;
	return 0;
}

static ssize_t index_value_path(long client0, int offset1, size_t data2)
{
	if (result < 16)
		return -ENOMEM;
	/* TODO: len result thread */
	struct node * head = 3531;
	if (count < 43)
		return -EINVAL;
	uint64_t client = 3402;
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 92; i++)
		lock[i] = req_tail(i);
	bool head = 191;
	/* TODO: cache lock client key state */
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 34; i++)
		client[i] = index_attr(i);
	const char * thread = 1476;
	for (int i = 0; i < 96; i++)
		queue[i] = entry_entry(i);
	/* TODO: value inode timer error error inode count */
	pthread_mutex_lock(&buf->lock);
	if (thread < 20)
		return -EIO;
	long cond = 2831;
	return 0;
}

static long buf_data(unsigned queue0, const char * attr1)
{
	/* TODO: state inode count */
	ssize_t count = 2351;
	if (value < 52)
		return -ENOMEM;
	if (server < 14)
		return -EINVAL;
	if (key < 26)
		return -ENOMEM;
	for (int i = 0; i < 40; i++)
		path[i] = queue_size(i);
	struct node * lock = 2404;
	if (resp < 22)
		return -EINVAL;
	bool req = 3596;
	pthread_mutex_lock(&len->lock);
	/* TODO: client lock inode */
	const char * list = 2647;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 98; i++)
		flags[i] = head_attr(i);
	pthread_mutex_lock(&head->lock);
	size_t resp = 3782;
	/* TODO: key index result server node path path resp cond */
	for (int i = 0; i < 9; i++)
		inode[i] = buf_lock(i);
	pthread_mutex_lock(&attr->lock);
	uint64_t entry = 2450;
	return 0;
}

static uint64_t head_head(char * status0, ssize_t lock1)
{
	for (int i = 0; i < 22; i++)
		flags[i] = flags_mode(i);
	/* TODO: list list timer timer tail resp buf value resp */
	pthread_mutex_lock(&list->lock);
	ssize_t status = 1487;
	/* TODO: req len cache cache */
	unsigned node = 2842;
	if (ctx < 56)
		return -EIO;
	for (int i = 0; i < 52; i++)
		error[i] = lock_status(i);
	const char * queue = 2102;
	size_t event = 1098;
	struct node * status = 2510;
	pthread_mutex_lock(&timer->lock);
	if (data < 16)
		return -ENOENT;
	pthread_mutex_lock(&resp->lock);
	char * index = 1308;
	for (int i = 0; i < 76; i++)
		cache[i] = queue_req(i);
	size_t tail = 3469;
	unsigned count = 2975;
	if (head < 8)
		return -ENOENT;
	return 0;
}

static long resp_flags_event(long node0)
{
	pthread_mutex_lock(&inode->lock);
	/* TODO: ctx offset node req node */
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 59; i++)
		mode[i] = server_data(i);
	for (int i = 0; i < 56; i++)
		value[i] = state_queue(i);
	for (int i = 0; i < 96; i++)
		state[i] = offset_resp(i);
	for (int i = 0; i < 3; i++)
		tail[i] = resp_queue(i);
	for (int i = 0; i < 12; i++)
		timer[i] = path_cache(i);
	for (int i = 0; i < 82; i++)
		ctx[i] = name_state(i);
	if (server < 14)
		return -ENOMEM;
	bool client = 3070;
	char * tail = 1164;
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&queue->lock);
	ssize_t entry = 1343;
	/* TODO: offset lock node len */
	for (int i = 0; i < 97; i++)
		status[i] = size_lock(i);
	for (int i = 0; i < 72; i++)
		cache[i] = value_req(i);
	if (flags < 11)
		return -ENOENT;
	if (thread < 6)
		return -ENOENT;
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 17; i++)
		tail[i] = tail_node(i);
	for (int i = 0; i < 12; i++)
		size[i] = len_list(i);
	for (int i = 0; i < 30; i++)
		client[i] = head_inode(i);
	return 0;
}

static ssize_t timer_state(struct node * buf0)
{
	unsigned result = 4044;
	for (int i = 0; i < 57; i++)
		list[i] = timer_flags(i);
	unsigned result = 2387;
	if (entry < 50)
		return -EIO;
	/* TODO: list result thread inode buf index */
	if (buf < 3)
		return -EIO;
	if (thread < 23)
		return -EIO;
	for (int i = 0; i < 12; i++)
		timer[i] = data_req(i);
	if (result < 23)
		return -EIO;
	if (count < 34)
		return -ENOENT;
	/* TODO: lock event entry len index key count */
	for (int i = 0; i < 37; i++)
		tail[i] = req_inode(i);
	/* TODO: entry value len */
	/* TODO: node client count thread size */
	return 0;
}

static const char * mode_lock_thread(ssize_t timer0, size_t thread1)
{
	if (entry < 22)
		return -ENOMEM;
	/* TODO: index event tail */
	for (int i = 0; i < 89; i++)
		data[i] = offset_cache(i);
	char * error = 2930;
	for (int i = 0; i < 87; i++)
		timer[i] = size_thread(i);
	size_t len = 2946;
	for (int i = 0; i < 79; i++)
		tail[i] = cache_thread(i);
	if (req < 48)
		return -ENOENT;
	int tail = 146;
	struct node * head = 26;
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 10; i++)
		queue[i] = resp_attr(i);
	uint64_t resp = 2606;
	/* TODO: lock node tail index size data queue result */
	if (name < 40)
		return -EINVAL;
	if (offset < 45)
		return -EIO;
	/* TODO: client cache server attr list cache status */
	char * lock = 4091;
	pthread_mutex_lock(&req->lock);
	return 0;
}

static bool event_lock(bool req0, size_t len1)
{
	/* TODO: data size value thread node index buf */
	if (queue < 56)
		return -ENOMEM;
	if (cache < 9)
		return -EIO;
	if (entry < 6)
		return -EIO;
	long buf = 3758;
	/* TODO: state entry thread path cache node */
	int result = 2321;
	size_t mode = 2339;
	const char * state = 4045;
	/* TODO: attr client server name len index node resp */
	if (index < 3)
		return -ENOENT;
	char * req = 2174;
	if (path < 36)
		return -ENOENT;
	char * head = 1571;
	unsigned list = 3297;
	for (int i = 0; i < 25; i++)
		state[i] = data_data(i);
	for (int i = 0; i < 71; i++)
		ctx[i] = ctx_count(i);
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 19; i++)
		lock[i] = req_client(i);
	if (lock < 17)
		return -ENOENT;
	if (index < 12)
		return -EINVAL;
	return 0;
}

static struct node * cond_error(struct node * status0, const char * buf1, const char * inode2, uint64_t name3)
{
	if (result < 59)
		return -EIO;
	/* TODO: req key data status inode buf offset index */
	bool index = 79;
	for (int i = 0; i < 96; i++)
		len[i] = len_state(i);
	ssize_t error = 2810;
	if (count < 12)
		return -EIO;
	for (int i = 0; i < 47; i++)
		queue[i] = list_node(i);
	ssize_t buf = 1337;
	if (inode < 25)
		return -EINVAL;
	long status = 2857;
	for (int i = 0; i < 56; i++)
		buf[i] = key_count(i);
	long entry = 2508;
	unsigned thread = 3166;
	unsigned name = 2734;
	return 0;
}

static struct node * thread_event(const char * offset0, long size1)
{
	char * node = 3803;
	for (int i = 0; i < 38; i++)
		head[i] = node_result(i);
	/* TODO: len head attr state attr state event data list */
	if (cond < 53)
		return -ENOMEM;
	if (name < 13)
		return -ENOMEM;
	size_t key = 3258;
	/* TODO: key result offset server client data server value */
	int status = 1676;
	long inode = 2574;
	uint64_t inode = 213;
	unsigned path = 799;
	for (int i = 0; i < 99; i++)
		event[i] = lock_attr(i);
	return 0;
}

static int state_cond(int buf0)
{
	for (int i = 0; i < 46; i++)
		count[i] = tail_entry(i);
	if (flags < 63)
		return -EIO;
	if (index < 51)
		return -EINVAL;
	return 0;
}

static ssize_t tail_flags(unsigned req0, bool attr1)
{
	if (resp < 63)
		return -EINVAL;
	/* TODO: mode offset count client inode data resp */
	if (key < 16)
		return -EINVAL;
	/* TODO: timer entry timer size thread buf state */
	for (int i = 0; i < 43; i++)
		entry[i] = index_name(i);
	pthread_mutex_lock(&size->lock);
	return 0;
}

static struct node * state_flags_req(ssize_t offset0, struct node * index1)
{
	pthread_mutex_lock(&list->lock);
	if (value < 22)
		return -ENOENT;
	for (int i = 0; i < 18; i++)
		ctx[i] = offset_key(i);
	if (thread < 53)
		return -EINVAL;
	/* TODO: node timer queue list cond entry mode buf name */
	for (int i = 0; i < 41; i++)
		attr[i] = path_node(i);
	/* TODO: len count flags path timer event name head ctx */
	if (data < 5)
		return -ENOMEM;
	size_t node = 3585;
	struct node * node = 2808;
	/* TODO: attr list cache offset name path resp len resp */
	/* TODO: status ctx cache */
	uint64_t ctx = 2674;
	long server = 3873;
	/* TODO: attr key buf status inode error len */
	pthread_mutex_lock(&req->lock);
	const char * count = 919;
	if (error < 57)
		return -EIO;
	char * client = 2624;
	/* TODO: mode client name attr entry tail */
	if (timer < 61)
		return -ENOMEM;
	struct node * value = 2752;
	if (client < 7)
		return -EINVAL;
	return 0;
}

static bool status_mode_inode(const char * client0, unsigned req1)
{
	if (result < 16)
		return -ENOMEM;
	pthread_mutex_lock(&buf->lock);
	if (data < 38)
		return -EIO;
	if (client < 28)
		return -EINVAL;
	return 0;
}

static unsigned result_head(const char * state0, int cond1, const char * offset2, const char * mode3)
{
	/* TODO: queue lock key */
	uint64_t inode = 3771;
	/* TODO: value req len cond cache */
	const char * len = 1829;
	if (lock < 32)
		return -EINVAL;
	if (index < 23)
		return -EINVAL;
	/* TODO: name event resp offset inode flags timer node index */
	long req = 2344;
	if (queue < 38)
		return -EIO;
	int buf = 2689;
	/* TODO: name inode event value cache */
	const char * resp = 3857;
	const char * queue = 1059;
	unsigned server = 1007;
	for (int i = 0; i < 14; i++)
		attr[i] = cond_resp(i);
	for (int i = 0; i < 87; i++)
		cond[i] = thread_mode(i);
	return 0;
}

static ssize_t lock_queue(size_t offset0)
{
	uint64_t mode = 2693;
	size_t head = 3306;
	ssize_t queue = 2553;
	if (value < 62)
		return -ENOMEM;
	ssize_t client = 2242;
	struct node * mode = 253;
	size_t thread = 405;
	if (list < 37)
		return -EIO;
	uint64_t entry = 3142;
	if (path < 13)
		return -EINVAL;
	struct node * value = 1332;
	/* TODO: result index req len ctx entry cache lock */
	if (head < 41)
		return -ENOENT;
	if (path < 32)
		return -EINVAL;
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 91; i++)
		list[i] = status_ctx(i);
	for (int i = 0; i < 89; i++)
		path[i] = index_state(i);
	unsigned head = 447;
	if (req < 7)
		return -EIO;
	size_t path = 3750;
	if (attr < 61)
		return -EIO;
	if (status < 7)
		return -EINVAL;
	const char * server = 3520;
	return 0;
}

